import { HeartIcon } from '../../../components/ui/icons.tsx';
import { createStore, useStore } from '../../../lib/store.ts';

const KEY = 'cm.blog.saved';
const read = (): number[] => {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '[]') as number[];
  } catch {
    return [];
  }
};
// Read once the page is live: the server's HTML (and so hydration) knows nothing of this device.
const savedIds = createStore<number[]>(typeof window === 'undefined' ? [] : read(), { server: [] });

/** Keeps a list of posts the reader wants to come back to, on this device. */
export function SavePostButton({ postId }: { postId: number }) {
  const saved = useStore(savedIds, (ids) => ids.includes(postId));
  const toggle = () => {
    const list = read().filter((id) => id !== postId);
    if (!saved) list.push(postId);
    try {
      localStorage.setItem(KEY, JSON.stringify(list.slice(-100)));
    } catch {}
    savedIds.set(read());
  };
  return (
    <button type="button" aria-pressed={saved} onClick={toggle} className="inline-flex items-center gap-2 rounded-full border border-plum-200 px-4 py-2 text-sm hover:border-plum-500">
      <HeartIcon width={18} height={18} fill={saved ? 'currentColor' : 'none'} className="text-plum-700" /> {saved ? 'Guardado' : 'Guardar'}
    </button>
  );
}
