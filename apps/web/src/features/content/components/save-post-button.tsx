import { useSyncExternalStore } from 'react';
import { HeartIcon } from '../../../components/ui/icons.tsx';

const KEY = 'cm.blog.saved';
const read = (): number[] => {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '[]') as number[];
  } catch {
    return [];
  }
};
const listeners = new Set<() => void>();
const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => void listeners.delete(notify);
};

/** Keeps a list of posts the reader wants to come back to, on this device. */
export function SavePostButton({ postId }: { postId: number }) {
  // Read once the page is live: the server's HTML (and so hydration) knows nothing of this device.
  const saved = useSyncExternalStore(subscribe, () => read().includes(postId), () => false);
  const toggle = () => {
    const list = read().filter((id) => id !== postId);
    if (!saved) list.push(postId);
    try {
      localStorage.setItem(KEY, JSON.stringify(list.slice(-100)));
    } catch {}
    for (const notify of listeners) notify();
  };
  return (
    <button type="button" aria-pressed={saved} onClick={toggle} className="inline-flex items-center gap-2 rounded-full border border-plum-200 px-4 py-2 text-sm hover:border-plum-500">
      <HeartIcon width={18} height={18} fill={saved ? 'currentColor' : 'none'} className="text-plum-700" /> {saved ? 'Guardado' : 'Guardar'}
    </button>
  );
}
