import { useEffect, useState } from 'react';

/** The value, once it has not changed for `delayMs` (the switcher's search and the invitation's e-mail check: 300 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
