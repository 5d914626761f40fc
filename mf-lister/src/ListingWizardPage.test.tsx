import { renderPage } from '@basera/shared/testing';
import { screen } from '@testing-library/react';
import ListingWizardPage, { wizardSteps } from './ListingWizardPage';

describe('listing wizard', () => {
  it('has the seven steps with the type-specific second step', () => {
    expect(wizardSteps('hostel')).toEqual([
      'Address & Contact No',
      'Hostel Details',
      'Pricing',
      'Food',
      'Facilities & Amenities',
      'Other Details',
      'Subscription',
    ]);
    expect(wizardSteps('Room')[1]).toBe('Room Sharing Details');
    expect(wizardSteps('PG')[1]).toBe('PG Accommodation Details');
    expect(wizardSteps('mess')[1]).toBe('Mess Details');
    // An address that names no type opens the PG wizard.
    expect(wizardSteps('villa')[1]).toBe('PG Accommodation Details');
  });

  it('opens on step 1 with the later steps disabled', () => {
    renderPage(<ListingWizardPage />, { url: '/user/Room', path: '/user/:roomType' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('List your Room Sharing');
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(7);
    expect(tabs[0]?.hasAttribute('disabled')).toBe(false);
    expect(tabs[1]?.hasAttribute('disabled')).toBe(true);
  });
});
