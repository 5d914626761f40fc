import { renderHarness } from '@basera/shared/harness';
import LeadsPage from './LeadsPage';
import ListingWizardPage from './ListingWizardPage';
import OwnListingsPage from './OwnListingsPage';

void renderHarness('mf-lister', [
  { path: '/user/view-all-listing', element: <OwnListingsPage /> },
  { path: '/user/leads/:threadId?', element: <LeadsPage /> },
  { path: '/user/:roomType/:pgId?', element: <ListingWizardPage /> },
]);
