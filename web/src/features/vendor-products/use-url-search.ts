import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Typing pauses this long before the search goes to the URL and the server. */
const SEARCH_DEBOUNCE_MS = 400;

/**
 * A search box whose committed text lives in the query string (`?search=`), so back and shared links
 * work; typing is debounced before it replaces the URL entry.
 */
export function useUrlSearch(name = 'search') {
  const [params, setParams] = useSearchParams();
  const committed = params.get(name)?.trim() ?? '';
  const [text, setText] = useState(committed);

  const commit = useCallback(
    (value: string, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value.trim()) next.set(name, value.trim());
          else next.delete(name);
          return next;
        },
        { replace },
      ),
    [name, setParams],
  );

  // Back/forward or a link changed it: show it (but keep a trailing space the user is typing).
  useEffect(() => setText((current) => (current.trim() === committed ? current : committed)), [committed]);
  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => commit(text, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed, commit]);

  return { text, setText, committed, commit };
}
