import { useRef } from 'react';

/** The last listing a dialog was opened for: its text stays put while the dialog fades out. */
export function useLastShown<T>(value: T | null): T | null {
  const last = useRef<T | null>(value);
  if (value !== null) last.current = value;
  return last.current;
}
