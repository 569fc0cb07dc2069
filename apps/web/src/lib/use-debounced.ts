import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs`: one request per pause, not per key. */
export function useDebounced(value: string, delayMs: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
