import { renderHarness } from '@basera/shared/harness';
import ChangePasswordPage from './ChangePasswordPage';
import ProfilePage from './ProfilePage';
import ShortlistPage from './ShortlistPage';

void renderHarness('mf-account', [
  { path: '/myaccount', element: <ProfilePage /> },
  { path: '/user/change-password', element: <ChangePasswordPage /> },
  { path: '/user/wishlist', element: <ShortlistPage /> },
]);
