import { CURRENT_PATH_TEST_ID, placeRoutes } from '@basera/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ownListing } from './fixtures';
import { LEAVE_TITLE } from './leave-guard';
import { OWN_LISTINGS_PATH } from './SubscriptionForm';
import { openWizard, openWizardSaving, save, type } from './test-support';

jest.setTimeout(30_000);

// Each test starts without the drafts that an earlier one typed.
beforeEach(() => localStorage.clear());

/** A PG whose steps 1 and 2 are saved: the wizard opens at Pricing (saved values from an earlier visit). */
const listing = ownListing({ wizard_step: 2, monthly_charge_min: 8000, price_with_food: 'Yes' });
const DRAFT_KEY = 'basera.wizardDraft:12:/add-property-pricing';
const heading = (name: string) => screen.findByRole('heading', { name, level: 2 });
const charge = () => screen.getByLabelText(/^Monthly charge from/) as HTMLInputElement;
const note = () => screen.queryByText(/^We kept what you typed/);
const tab = (name: string) => screen.getByRole('tab', { name });
const leaveDialog = () => screen.queryByRole('dialog', { name: LEAVE_TITLE });

async function openPricing(routes: Parameters<typeof openWizard>[1] = {}) {
  const api = openWizard('/user/pg/12', routes, listing);
  await heading('Pricing');
  return api;
}

/** Whether a page close would ask now: a beforeunload listener cancels the event. */
function closingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('a step’s unsaved input, kept and restored', () => {
  it('opens without a note when nothing was typed, and with the note and the draft after a reload', async () => {
    await openPricing();
    expect(charge().value).toBe('8000');
    expect(note()).toBeNull();
    type(/^Monthly charge from/, '9500');
    // Typing is not restoring: no note on the page the owner is typing in.
    expect(note()).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toContain('9500');

    cleanup();
    await openPricing();
    expect(charge().value).toBe('9500');
    const alert = (await screen.findByText(/^We kept what you typed/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert.className).toMatch(/Info/);

    // Discard: the saved values again, the draft forgotten.
    fireEvent.click(within(alert).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(charge().value).toBe('8000'));
    expect(note()).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    cleanup();
    await openPricing();
    expect(charge().value).toBe('8000');
    expect(note()).toBeNull();
  });

  it('forgets a draft typed back to the saved values: no note then', async () => {
    await openPricing();
    type(/^Monthly charge from/, '9500');
    type(/^Monthly charge from/, '8000');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(closingAsks()).toBe(false);
    cleanup();
    await openPricing();
    expect(note()).toBeNull();
  });

  it('sends the restored draft on save and forgets it', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ id: 12, monthly_charge_min: '9900', price_with_food: 'No' }),
    );
    const api = openWizardSaving('/user/pg/12', '/add-property-pricing', listing);
    await heading('Pricing');
    expect(await screen.findByText(/^We kept what you typed/)).toBeTruthy();
    save();
    await heading('Food');
    expect(api.calls.find((call) => call.path === '/add-property-pricing')?.body).toMatchObject({
      monthly_charge_min: 9900,
      price_with_food: 'No',
    });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(closingAsks()).toBe(false);
  });
});

describe('leaving a step with unsaved input asks first', () => {
  it('asks before another tab opens: Stay keeps the step, Leave opens the tab and the draft is kept', async () => {
    await openPricing();
    // Nothing typed: the tab opens at once.
    fireEvent.click(tab('2. PG Accommodation Details'));
    await heading('PG Accommodation Details');
    expect(leaveDialog()).toBeNull();
    fireEvent.click(tab('3. Pricing'));
    await heading('Pricing');

    type(/^Monthly charge from/, '9500');
    fireEvent.click(tab('2. PG Accommodation Details'));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_TITLE });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(leaveDialog()).toBeNull());
    expect(screen.getByRole('heading', { name: 'Pricing', level: 2 })).toBeTruthy();
    expect(charge().value).toBe('9500');

    fireEvent.click(tab('2. PG Accommodation Details'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: LEAVE_TITLE })).getByRole('button', { name: 'Leave' }),
    );
    await heading('PG Accommodation Details');
    // Back at Pricing: what was typed is there, with the note.
    fireEvent.click(tab('3. Pricing'));
    await heading('Pricing');
    expect(charge().value).toBe('9500');
    expect(note()).toBeTruthy();
  });

  it('asks before a link of the site is followed', async () => {
    await openPricing();
    const path = () => screen.getByTestId(CURRENT_PATH_TEST_ID).textContent;
    type(/^Monthly charge from/, '9500');
    fireEvent.click(screen.getByRole('link', { name: 'My Listings' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_TITLE });
    expect(path()).toBe('/user/pg/12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(leaveDialog()).toBeNull());
    expect(path()).toBe('/user/pg/12');

    fireEvent.click(screen.getByRole('link', { name: 'My Listings' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: LEAVE_TITLE })).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(path()).toBe(OWN_LISTINGS_PATH));
  });

  it('opens every step of a complete listing without anything unsaved: the tabs switch at once', async () => {
    const published = ownListing({ status: 'active', wizard_step: 7 });
    openWizard(
      '/user/pg/12',
      {
        ...placeRoutes,
        '/amenities-facilities': () => [200, { status: true, data: { amenities: [], facilities: [] } }],
        '/property-photos/12': () => [200, { status: true, data: [], photoPath: '' }],
      },
      published,
    );
    await heading('Address & Contact No');
    for (const name of [
      '2. PG Accommodation Details',
      '3. Pricing',
      '4. Food',
      '5. Facilities & Amenities',
      '6. Other Details',
      '1. Address & Contact No',
    ]) {
      expect(closingAsks()).toBe(false);
      fireEvent.click(tab(name));
      await heading(name.slice(3));
      expect(leaveDialog()).toBeNull();
    }
    expect(note()).toBeNull();
  });

  it('follows a link at once when nothing is unsaved', async () => {
    await openPricing();
    fireEvent.click(screen.getByRole('link', { name: 'My Listings' }));
    await waitFor(() => expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe(OWN_LISTINGS_PATH));
    expect(leaveDialog()).toBeNull();
  });

  it('has the browser ask before the page closes only while there is unsaved input', async () => {
    await openPricing();
    expect(closingAsks()).toBe(false);
    type(/^Monthly charge from/, '9500');
    expect(closingAsks()).toBe(true);
    // Left (the draft is kept): nothing unsaved on the page any more.
    fireEvent.click(tab('2. PG Accommodation Details'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: LEAVE_TITLE })).getByRole('button', { name: 'Leave' }),
    );
    await heading('PG Accommodation Details');
    expect(closingAsks()).toBe(false);
  });
});
