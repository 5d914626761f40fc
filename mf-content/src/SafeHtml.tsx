import { Box } from '@basera/shared/ui';
import type { SxProps, Theme } from '@mui/material/styles';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML with scripts, event handlers and javascript: links removed (inline SVG icons are kept). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true, svg: true } });
}

const richText: SxProps<Theme> = {
  overflowWrap: 'anywhere',
  // Headings keep their space above only after other content, so a fragment never starts with a gap.
  '& h2': { typography: 'h3', mt: 0, mb: 1.5 },
  '& * + h2': { mt: 4 },
  '& h3': { typography: 'h4', mt: 0, mb: 1 },
  '& * + h3': { mt: 3 },
  '& p, & ul, & ol': { mt: 0, mb: 2, lineHeight: 1.7 },
  '& ul, & ol': { pl: 3 },
  '& li': { mb: 0.75 },
  '& a': { color: 'primary.main' },
  '& img': { maxWidth: '100%', height: 'auto' },
};

/** Inserts sanitized server HTML (articles, policy pages, the About text) with the theme's type scale. */
export function SafeHtml({
  html,
  sx,
  component = 'div',
}: {
  html: string;
  sx?: SxProps<Theme>;
  component?: 'div' | 'span';
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      component={component}
      sx={[richText, ...(Array.isArray(sx) ? sx : [sx])]}
      // Safe: sanitized by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
