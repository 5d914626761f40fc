import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
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
  });

  it('opens on step 1 with the later steps disabled', () => {
    render(
      <MemoryRouter initialEntries={['/user/Room']}>
        <Routes>
          <Route path="/user/:roomType" element={<ListingWizardPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('List your Room Sharing');
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(7);
    expect(tabs[0]?.hasAttribute('disabled')).toBe(false);
    expect(tabs[1]?.hasAttribute('disabled')).toBe(true);
  });
});
