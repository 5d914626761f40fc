import Box from '@mui/material/Box';
import type { ResponsiveStyleValue } from '@mui/system';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/**
 * Renders its children only once they come near the screen (within one screen height), and a box of about
 * their height until then. Sections far below a first screen (the home page's lower sections, a listing's
 * reviews) cost a cheap phone their code, data and render; a visitor who never scrolls there never pays for
 * them. Without IntersectionObserver (old browsers, tests) the children render at once.
 */
export function WhenNear({
  height,
  children,
}: {
  height: ResponsiveStyleValue<number>;
  children: ReactNode;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      // A transition: the section renders in slices that yield to input, not as one long task.
      (entries) => entries.some((entry) => entry.isIntersecting) && startTransition(() => setNear(true)),
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <Box ref={placeholder} aria-hidden sx={{ height }} />;
}
