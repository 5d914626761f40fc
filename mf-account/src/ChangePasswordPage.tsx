import { PageHeader, usePageMeta } from '@basera/shared';

export default function ChangePasswordPage() {
  usePageMeta('Change Password', null);
  return <PageHeader title="Change Password" />;
}
