import { renderHarness } from '@basera/shared/harness';
import ActivityPage from './ActivityPage';
import ChangePasswordPage from './ChangePasswordPage';
import EnquiriesPage from './EnquiriesPage';
import ProfilePage from './ProfilePage';
import ShortlistPage from './ShortlistPage';

void renderHarness('mf-account', [
  { path: '/myaccount', element: <ProfilePage /> },
  { path: '/user/change-password', element: <ChangePasswordPage /> },
  { path: '/user/wishlist', element: <ShortlistPage /> },
  { path: '/user/activities', element: <ActivityPage /> },
  { path: '/user/enquiries', element: <EnquiriesPage /> },
  { path: '/user/enquiries/:threadId', element: <EnquiriesPage /> },
]);
