import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { TextField } from '../../../components/ui/field.tsx';

/** How long a back-office search box waits after the last keystroke before it asks the server. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search text, kept in the address (`?q=`) so a reload or a link keeps it: the box answers
 * each keystroke, the list follows once typing pauses, and a new search goes back to the first page.
 */
export function useListSearch(param = 'q') {
  const [params, setParams] = useSearchParams();
  const applied = params.get(param) ?? '';
  const [text, setText] = useState(applied);
  const debounced = useDebouncedValue(text.trim(), LIST_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced === applied) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set(param, debounced);
        else next.delete(param);
        next.delete('pagina');
        return next;
      },
      { replace: true },
    );
    // Only a settled change of the text moves the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return { text, setText, search: applied, typing: text.trim() !== applied };
}

/** The search box of a back-office list. */
export function ListSearchField({ label = 'Procurar', placeholder, className, state }: { label?: string; placeholder?: string; className?: string; state: ReturnType<typeof useListSearch> }) {
  return (
    <div role="search" className={className}>
      <TextField label={label} type="search" value={state.text} onChange={(e) => state.setText(e.target.value)} placeholder={placeholder} autoComplete="off" enterKeyHint="search" />
    </div>
  );
}
