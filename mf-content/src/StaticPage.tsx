import {
  LoadError,
  PageHeader,
  type StaticPageProps,
  type StaticPageSlug,
  usePageMeta,
} from '@basera/shared';
import { Container, Typography } from '@basera/shared/ui';
import { type StaticPageData, useContent } from './content-api';
import { FullPageLoader } from './FullPageLoader';
import { SafeHtml } from './SafeHtml';

/** The title of each static page until its own arrives, keyed by its API path (the shell passes it as `page`). */
export const STATIC_PAGES: Record<StaticPageSlug, string> = {
  'privacy-policy': 'Privacy Policy',
  'terms-and-conditions': 'Terms & Conditions',
  cancelation: 'Cancellation Policy',
  'refund-and-cancellation-policy': 'Refund & Cancellation Policy',
  'help-center': 'Help Center',
};

/** Privacy, terms, cancellation, refund and help center: full-screen loader, banner, breadcrumbs, title, HTML. */
export default function StaticPage({ page }: StaticPageProps) {
  // A page unknown at run time (an older shell) shows the help center rather than a broken request.
  const known: StaticPageSlug = page in STATIC_PAGES ? page : 'help-center';
  const { data, error, isLoading, retry } = useContent<StaticPageData>(`/${known}`);
  const title = data?.page_title || STATIC_PAGES[known];
  usePageMeta(title, data?.meta_description);
  return (
    <>
      <FullPageLoader open={isLoading} />
      <PageHeader title={title} bannerImage={data?.banner_image_url} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        {error && <LoadError onRetry={retry} />}
        {data && (
          <>
            <Typography variant="h2" sx={{ mb: 3 }}>
              {data.page_title}
            </Typography>
            <SafeHtml html={data.content} />
          </>
        )}
      </Container>
    </>
  );
}
