import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`: what a live region should follow while the visitor
 * is still typing, so a screen reader reads the result once rather than after every key.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    // Nothing to wait for while the value is the settled one (on the first render, for one): no
    // timer, and no state update that would render the component again for nothing.
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms, settled]);
  return settled;
}
