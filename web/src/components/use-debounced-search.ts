import { useEffect, useState } from 'react';

/** Typing pauses this long before the search goes to the URL and the server. */
const SEARCH_DEBOUNCE_MS = 400;

/**
 * A search box's text for a search kept elsewhere (the URL): what is typed is committed once typing pauses,
 * and a search changed from outside (back/forward, a link) is shown, keeping a trailing space being typed.
 */
export function useDebouncedSearch(search: string, commit: (text: string) => void) {
  const [text, setText] = useState(search);
  useEffect(() => setText((current) => (current.trim() === search ? current : search)), [search]);
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, commit]);
  return [text, setText] as const;
}
