import { Box } from '@basera/shared/ui';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import type { Height } from './skeletons';

/**
 * Renders its children only once they come near the screen (within one screen height), and a box of about
 * their height until then. The sections below the fold of the home page cost a phone most of its start-up
 * work (cards, carousels, a form and the code behind them); a visitor who never scrolls never pays for them.
 * Without IntersectionObserver (old browsers, tests) the children render at once.
 */
export function WhenNear({ height, children }: { height: Height; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      // A transition: the section renders in slices that yield to input, not as one long task.
      (entries) => entries.some((e) => e.isIntersecting) && startTransition(() => setNear(true)),
      {
        rootMargin: '100% 0px',
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <Box ref={placeholder} aria-hidden sx={{ height }} />;
}
