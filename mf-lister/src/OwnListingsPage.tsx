import { PageHeader, usePageMeta } from '@basera/shared';

export default function OwnListingsPage() {
  usePageMeta('My Listings', null);
  return <PageHeader title="My Listings" />;
}
