import { useEffect, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `delayMs`; keeps typing from firing a request per key. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** A search box's `text` as typed, and the `search` it asks for: trimmed, once typing has paused. */
export function useDebouncedSearch() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  return { text, setText, search };
}
