import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`: what a live region should follow while the visitor
 * is still typing, so a screen reader reads the result once rather than after every key.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
