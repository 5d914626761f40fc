import { renderHarness } from '@basera/shared/harness';
import ListingWizardPage from './ListingWizardPage';
import OwnListingsPage from './OwnListingsPage';

void renderHarness('mf-lister', [
  { path: '/user/view-all-listing', element: <OwnListingsPage /> },
  { path: '/user/:roomType/:pgId?', element: <ListingWizardPage /> },
]);
