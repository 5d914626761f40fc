import { useCallback, useEffect, useState } from 'react';

/** The resend waits of spec 01: the email's 60 s in seconds ("45s"), the phone's 300 s as m:ss ("4:59"). */
export function formatCountdown(seconds: number, style: 'seconds' | 'minutes'): string {
  if (style === 'seconds') return `${seconds}s`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds left until a resend is allowed; start(n) begins a new wait. */
export function useCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, []);
  return { secondsLeft, start, reset: useCallback(() => setUntil(null), []) };
}
