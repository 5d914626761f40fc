import { OFFLINE_MESSAGE } from '@basera/shared';
import { LISTING_MESSAGES as M } from '@basera/shared/rules';
import { CURRENT_PATH_TEST_ID, mockApi, placeRoutes, renderPage, signIn } from '@basera/shared/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ListingWizardPage, { LISTER_ONLY, NOT_FOUND, wizardSteps } from './ListingWizardPage';
import { LOCATION_REFUSED } from './wizard/AddressForm';
import { ADDRESS, ownAnswer, ownListing, savedAnswer } from './wizard/fixtures';
import { openTab, openWizard, save, sent, type } from './wizard/test-support';

const tabs = () => screen.getAllByRole('tab');
const enabled = () => tabs().map((tab) => !tab.hasAttribute('disabled'));

/** Picks an option of a searchable list (State, City) by typing part of it. */
async function pick(label: string, typed: string, option: string) {
  const box = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  // The list arrives from the API: type again until the option shows.
  await waitFor(() => {
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.change(box, { target: { value: typed } });
    expect(screen.getByRole('option', { name: option })).toBeTruthy();
  });
  fireEvent.click(screen.getByRole('option', { name: option }));
}

async function fillAddress() {
  type(/^Accommodation name/, 'Lotus PG');
  await pick('State', 'Karn', 'Karnataka');
  await pick('City', 'Beng', 'Bengaluru');
  type(/^Locality/, 'Indiranagar');
  type(/^Address line 1/, '12, 3rd Cross');
  type(/^PIN code/, '560038');
  type(/^Contact number/, '9876543210');
}

jest.setTimeout(30_000);

// Each test starts without the drafts (wizard/step-draft.ts) that an earlier one typed.
beforeEach(() => localStorage.clear());

describe('listing wizard: page', () => {
  afterEach(() => act(() => undefined));

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

  it('opens a new listing on step 1 with the later steps disabled', () => {
    openWizard('/user/Room', placeRoutes);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('List your Room Sharing');
    expect(tabs()).toHaveLength(7);
    expect(enabled()).toEqual([true, false, false, false, false, false, false]);
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
  });

  it('tells a Customer that only a Lister can list, with no form', () => {
    signIn('Customer');
    mockApi(placeRoutes);
    renderPage(<ListingWizardPage />, { url: '/user/pg', path: '/user/:roomType/:pgId?' });
    expect(screen.getByText(LISTER_ONLY)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });

  it('resumes /user/pg/12: loads the listing, opens tabs up to wizard_step + 1 and the first unsaved step', async () => {
    const api = openWizard('/user/pg/12', {}, ownListing({ wizard_step: 3 }));
    await screen.findByRole('heading', { name: 'Food', level: 2 });
    expect(api.calls[0]?.path).toBe('/get-own-property/12');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Lotus PG');
    expect(enabled()).toEqual([true, true, true, true, false, false, false]);
    expect(openTab()).toBe('4. Food');
    // An earlier step shows what was saved.
    fireEvent.click(tabs()[0]!);
    expect((screen.getByLabelText(/^Accommodation name/) as HTMLInputElement).value).toBe('Lotus PG');
  });

  it('opens every tab of a published listing', async () => {
    openWizard('/user/pg/12', {}, ownListing({ wizard_step: 7, status: 'active' }));
    await screen.findByRole('heading', { name: 'Address & Contact No', level: 2 });
    expect(enabled()).toEqual([true, true, true, true, true, true, true]);
  });

  it('says "Listing not found" for an unknown or foreign id, with a way to My Listings', async () => {
    openWizard('/user/pg/99', {
      '/get-own-property/99': () => [404, { status: false, message: 'Property not found' }],
    });
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Listings' }).getAttribute('href')).toBe(
      '/user/view-all-listing',
    );
  });

  it('shows a load failure with Retry, which loads the listing', async () => {
    let fail = true;
    const listing = ownListing({ wizard_step: 1 });
    openWizard('/user/pg/12', {
      '/get-own-property/12': () => (fail ? [500, { message: 'boom' }] : ownAnswer(listing)),
    });
    expect(await screen.findByText('We could not load this listing.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'PG Accommodation Details', level: 2 })).toBeTruthy();
  });

  it('uses the listing type of the saved listing: a Mess gets the mess details', async () => {
    openWizard('/user/pg/12', {}, ownListing({ property_type: 'Mess', wizard_step: 1 }));
    expect(await screen.findByRole('heading', { name: 'Mess Details', level: 2 })).toBeTruthy();
    expect(screen.getByRole('group', { name: /^Cuisine/ })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Meal timings' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Beds' })).toBeNull();
  });
});

describe('listing wizard: step 1, address and contact', () => {
  it('shows the contract messages for an empty form', async () => {
    const api = openWizard('/user/pg', placeRoutes);
    save();
    for (const message of [
      M.nameRequired,
      M.stateRequired,
      M.cityRequired,
      M.localityRequired,
      M.addressRequired,
      M.postalRequired,
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    // The contact number and name come from the account.
    expect((screen.getByLabelText(/^Contact number/) as HTMLInputElement).value).toBe('9876543210');
    expect(api.calls.some((call) => call.path === '/add-property-address')).toBe(false);
  });

  it('checks the PIN, the numbers and the coordinates', async () => {
    openWizard('/user/pg', placeRoutes);
    type(/^PIN code/, '56003');
    type(/^Contact number/, '12345');
    type(/^Latitude/, '123');
    save();
    expect(await screen.findByText(M.postalInvalid)).toBeTruthy();
    expect(screen.getByText(M.contactInvalid)).toBeTruthy();
    expect(screen.getByText(M.latInvalid)).toBeTruthy();
    // The rules across fields, once each field is right.
    await fillAddress();
    type(/^Latitude/, '12.9');
    type(/^Second contact number/, '9876543210');
    save();
    expect(await screen.findByText(M.contactSame)).toBeTruthy();
    expect(screen.getByText(M.coordinatesPair)).toBeTruthy();
    expect(screen.getByLabelText(/^Contact number/).getAttribute('inputmode')).toBe('numeric');
  });

  it('creates the draft, moves to /user/pg/{post_id} and opens step 2', async () => {
    const created = ownListing({ id: 55, wizard_step: 1 });
    const api = openWizard('/user/pg', {
      ...placeRoutes,
      '/add-property-address': () => savedAnswer(created, 'Address & Contact No saved'),
      '/get-own-property/55': () => ownAnswer(created),
    });
    await fillAddress();
    save();
    expect(await screen.findByRole('heading', { name: 'PG Accommodation Details', level: 2 })).toBeTruthy();
    // fillAddress typed the test listing's address.
    expect(sent(api, '/add-property-address')).toEqual({
      property_type: 'PG',
      ...ADDRESS,
      contact_name: 'Asha Rao',
    });
    await waitFor(() => expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe('/user/pg/55'));
    expect(enabled()).toEqual([true, true, false, false, false, false, false]);
    expect(await screen.findByText('Address & Contact No saved')).toBeTruthy();
  });

  it('keeps what was typed through a save that failed offline ("You\'re offline") and a reload; saved, it is forgotten', async () => {
    const created = ownListing({ id: 55, wizard_step: 1 });
    const routes = {
      ...placeRoutes,
      '/add-property-address': () => savedAnswer(created, 'Address & Contact No saved'),
      '/get-own-property/55': () => ownAnswer(created),
    };
    const first = openWizard('/user/pg', routes);
    await fillAddress();
    const offline = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    first.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    save();
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();
    expect((screen.getByLabelText(/^Accommodation name/) as HTMLInputElement).value).toBe('Lotus PG');
    offline.mockRestore();

    // The page is reloaded: the step opens with the draft, and saving it sends what was typed.
    cleanup();
    const second = openWizard('/user/pg', routes);
    expect((screen.getByLabelText(/^Accommodation name/) as HTMLInputElement).value).toBe('Lotus PG');
    expect((screen.getByLabelText(/^PIN code/) as HTMLInputElement).value).toBe('560038');
    expect(screen.getByText(/^We kept what you typed/)).toBeTruthy();
    save();
    expect(await screen.findByRole('heading', { name: 'PG Accommodation Details', level: 2 })).toBeTruthy();
    expect(sent(second, '/add-property-address')).toEqual({
      property_type: 'PG',
      ...ADDRESS,
      contact_name: 'Asha Rao',
    });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('basera.wizardDraft'))).toEqual([]);
  });

  it('reloads the cities when the state changes', async () => {
    const api = openWizard('/user/pg', placeRoutes);
    await pick('State', 'Karn', 'Karnataka');
    await pick('City', 'My', 'Mysuru');
    await pick('State', 'Maha', 'Maharashtra');
    expect((screen.getByRole('combobox', { name: /^City/ }) as HTMLInputElement).value).toBe('');
    await pick('City', 'Pu', 'Pune');
    expect(api.calls.map((call) => call.path)).toContain('/cities/2');
  });

  it('puts a 422 under its field, and a message with no field in a toast', async () => {
    let answer: [number, unknown] = [
      422,
      { status: false, message: 'Invalid', errors: { postal_code: ['Postal code must be 6 digits'] } },
    ];
    openWizard('/user/pg', { ...placeRoutes, '/add-property-address': () => answer });
    await fillAddress();
    save();
    const pin = screen.getByLabelText(/^PIN code/);
    await waitFor(() => expect(pin.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Postal code must be 6 digits')).toBeTruthy();
    answer = [403, { status: false, message: 'Only a Lister can list properties.' }];
    save();
    expect(await screen.findByText('Only a Lister can list properties.')).toBeTruthy();
    // The daily limit of new drafts: the API's words, with how long to wait.
    answer = [429, { status: false, message: M.draftsThrottled(7200), retry_after: 7200 }];
    save();
    expect(
      await screen.findByText(/^You can start 10 new listings a day\. .* try again in 2 hours\.$/),
    ).toBeTruthy();
  });

  it('fills the coordinates from the device, links the map, and explains a refusal', async () => {
    openWizard('/user/pg', placeRoutes);
    let refuse = false;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          refuse
            ? fail({ code: 1, message: 'denied' } as GeolocationPositionError)
            : ok({ coords: { latitude: 12.9715987, longitude: 77.5945627 } } as GeolocationPosition),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() =>
      expect((screen.getByLabelText(/^Latitude/) as HTMLInputElement).value).toBe('12.971599'),
    );
    expect((screen.getByLabelText(/^Longitude/) as HTMLInputElement).value).toBe('77.594563');
    // The typed coordinates and their map link are in a collapsed section.
    fireEvent.click(screen.getByRole('button', { name: 'Enter coordinates instead' }));
    expect(screen.getByRole('link', { name: 'Preview on map' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=12.971599&mlon=77.594563#map=17/12.971599/77.594563',
    );
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(LOCATION_REFUSED)).toBeTruthy();
    within(screen.getByRole('alert')).getByText(LOCATION_REFUSED);
  });
});
