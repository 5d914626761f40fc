import { renderHarness } from '@basera/shared/harness';
import DashboardPage from './DashboardPage';
import LeadsPage from './LeadsPage';
import ListingWizardPage from './ListingWizardPage';
import OwnListingsPage from './OwnListingsPage';

void renderHarness('mf-lister', [
  { path: '/user/view-all-listing', element: <OwnListingsPage /> },
  { path: '/user/leads/:threadId?', element: <LeadsPage /> },
  { path: '/user/dashboard', element: <DashboardPage /> },
  { path: '/user/:roomType/:pgId?', element: <ListingWizardPage /> },
]);
