import { Box } from '@basera/shared/ui';
import type { SxProps, Theme } from '@mui/material/styles';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The site's sanitising rule (mf-content/src/SafeHtml.tsx): scripts, event handlers and javascript: links
 * removed, inline SVG kept. The preview uses the same call, so what an operator sees is what seekers get.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true, svg: true } });
}

// The site's rich-text styles (mf-content SafeHtml), so headings, lists and pictures look as on the page.
const richText: SxProps<Theme> = {
  overflowWrap: 'anywhere',
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

/** Sanitised HTML as the site shows it (articles, policy pages). */
export function HtmlPreview({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      data-testid="html-preview"
      sx={[richText, ...(Array.isArray(sx) ? sx : [sx])]}
      // Safe: sanitised by DOMPurify just above, with the site's own rules.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
