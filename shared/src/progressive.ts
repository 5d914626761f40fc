import { useEffect, useState } from 'react';

/**
 * How many items of a list to render now: `first` at once, then one more each time the browser is idle, until
 * all `total` are there. A list that runs below the fold then costs a slow phone several short tasks instead of
 * one long one (what Total Blocking Time counts), and the first items paint sooner. Starts again from `first`
 * when `resetKey` changes (another page of results). Where the browser has no requestIdleCallback (old
 * browsers, tests) everything renders at once.
 */
export function useProgressiveCount(total: number, first: number, resetKey?: unknown): number {
  const progressive = typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function';
  const [count, setCount] = useState(first);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    // React's way to reset state when a prop changes: during render, before the children see the old count.
    setKey(resetKey);
    setCount(first);
  }
  useEffect(() => {
    if (!progressive || count >= total) return;
    const handle = window.requestIdleCallback(() => setCount((n) => n + 1), { timeout: 500 });
    return () => window.cancelIdleCallback(handle);
  }, [progressive, count, total]);
  return progressive ? Math.min(count, total) : total;
}
