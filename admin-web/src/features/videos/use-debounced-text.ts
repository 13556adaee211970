import { useEffect, useState } from 'react';

/** `text` once typing has paused for `delayMs`, so the list does not reload on every key. */
export function useDebouncedText(text: string, delayMs = 300): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}
