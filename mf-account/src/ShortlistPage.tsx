import { PageHeader, usePageMeta } from '@basera/shared';

export default function ShortlistPage() {
  usePageMeta('My Shortlist', null);
  return <PageHeader title="My Shortlist" />;
}
