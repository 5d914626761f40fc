import { PageHeader, usePageMeta } from '@basera/shared';
import Container from '@mui/material/Container';

/** The static policy pages, keyed by their API path. */
export const STATIC_PAGES = {
  'privacy-policy': 'Privacy Policy',
  'terms-and-conditions': 'Terms & Conditions',
  cancelation: 'Cancellation Policy',
  'refund-and-cancellation-policy': 'Refund & Cancellation Policy',
  'help-center': 'Help Center',
} as const;

export type StaticPageKey = keyof typeof STATIC_PAGES;

export default function StaticPage({ page }: { page: StaticPageKey }) {
  const title = STATIC_PAGES[page] ?? 'Help Center';
  usePageMeta(title, null);
  return (
    <>
      <PageHeader title={title} />
      <Container maxWidth="lg" sx={{ py: 5 }} />
    </>
  );
}
