import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const SEARCH_DEBOUNCE_MS = 400;

/**
 * The `search` parameter of the URL and the box's text: typing updates the URL after a pause (replacing
 * the entry), Enter at once; back and forward bring the text back.
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const [text, setText] = useState(search);
  const commit = useCallback(
    (value: string, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value.trim()) next.set('search', value.trim());
          else next.delete('search');
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  useEffect(() => setText((current) => (current.trim() === search ? current : search)), [search]);
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => commit(text, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, commit]);
  return { search, text, setText, commit };
}
