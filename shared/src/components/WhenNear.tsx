import Box from '@mui/material/Box';
import type { ResponsiveStyleValue } from '@mui/system';
import { type ReactNode, useEffect, useRef, useState } from 'react';

export type Height = ResponsiveStyleValue<number>;

export type WhenNearProps = {
  children: ReactNode;
} & ({ height: Height; placeholder?: never } | { placeholder: ReactNode; height?: never });

/**
 * Renders its children only once they come near the screen (within one screen height), and until then a box of
 * about their height (`height`) or a placeholder of their shape (`placeholder`). Sections and cards below the
 * fold cost a phone most of its start-up work (each is a React render, its styles and a layout of the page); a
 * visitor who never scrolls never pays for them, and one who does gets them a screen ahead, where a small
 * difference of height moves nothing on screen. Without IntersectionObserver (old browsers, tests) the
 * children render at once.
 */
export function WhenNear({ height, placeholder, children }: WhenNearProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return (
    <Box ref={box} aria-hidden sx={placeholder ? undefined : { height }}>
      {placeholder}
    </Box>
  );
}
