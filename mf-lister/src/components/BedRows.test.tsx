import { indiaToday } from '@basera/shared/rules';
import { LISTING_MESSAGES as M, RENT_RANGE_MESSAGE } from '@basera/shared/schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { ownListing, savedAnswer } from '../wizard/fixtures';
import { openTab, openWizard, save, sent } from '../wizard/test-support';

jest.setTimeout(30_000);
// Each test starts without the drafts (wizard/step-draft.ts) that an earlier one typed.
beforeEach(() => localStorage.clear());

/** A PG whose step 2 is saved: its beds with a rent for the Single, none for the Double. */
const listing = ownListing({
  wizard_step: 2,
  accommodation_gender: 'Female',
  accommodation_occupation: 'Student',
  room_sharing_status: 'Shared',
  room_air_conditioning_status: 'AC',
  room_occupation_status: 'Single, Double',
  total_rooms_ac: 4,
  toilet_facilities: 'Attached',
  toilet_types: 'Western',
  building_type: 'Apartment',
  total_buildings: 1,
  total_floors: 3,
  accommodation_in_floors: 'Ground to 2nd',
  two_wheeler_parking: 'Available',
  parking_type: 'None',
  beds: [
    { sharing: 'Single', total_beds: 4, free_beds: 0, available_from: null, rent: 12000 },
    { sharing: 'Double', total_beds: 8, free_beds: 0, available_from: null },
  ],
});

const row = (n: number) =>
  within(screen.getByRole('list', { name: 'Beds' })).getByRole('group', { name: `Beds row ${n}` });
const rentOf = (n: number) => within(row(n)).getByLabelText('Rent / month (Rs.)') as HTMLInputElement;

describe('the beds table of step 2: rent per sharing kind', () => {
  it('shows the saved rents, checks a new one with the shared rule and sends each row’s rent', async () => {
    const api = openWizard(
      '/user/pg/12',
      { '/add-property-details': () => savedAnswer({ ...listing, wizard_step: 3 }) },
      listing,
    );
    // The wizard opens at the next step to do: back to step 2.
    fireEvent.click(await screen.findByRole('tab', { name: '2. PG Accommodation Details' }));
    await screen.findByRole('heading', { name: 'PG Accommodation Details', level: 2 });
    expect(openTab()).toBe('2. PG Accommodation Details');
    expect(rentOf(1).value).toBe('12000');
    expect(rentOf(2).value).toBe('');
    // The phone's number pad.
    expect(rentOf(1).getAttribute('inputmode')).toBe('numeric');

    fireEvent.change(rentOf(2), { target: { value: '300' } });
    save();
    expect(await within(row(2)).findByText(RENT_RANGE_MESSAGE)).toBeTruthy();
    expect(sent(api, '/add-property-details')).toBeUndefined();
    fireEvent.change(rentOf(2), { target: { value: '8.5k' } });
    save();
    expect(await within(row(2)).findByText(M.wholeNumber)).toBeTruthy();

    fireEvent.change(rentOf(2), { target: { value: '8500' } });
    // The Single's rent emptied: it has none after the save.
    fireEvent.change(rentOf(1), { target: { value: '' } });
    save();
    await screen.findByRole('heading', { name: 'Pricing', level: 2 });
    const body = sent(api, '/add-property-details') as { beds: unknown[] };
    expect(JSON.parse(JSON.stringify(body.beds))).toEqual([
      { sharing: 'Single', total_beds: 4, free_beds: 0, available_from: null },
      { sharing: 'Double', total_beds: 8, free_beds: 0, available_from: null, rent: 8500 },
    ]);
  });

  it('gives a new row an empty rent field: the rent is optional', async () => {
    const draft = { ...listing, wizard_step: 1, beds: [] };
    const api = openWizard(
      '/user/pg/12',
      { '/add-property-details': () => savedAnswer({ ...draft, wizard_step: 2 }) },
      draft,
    );
    await screen.findByRole('heading', { name: 'PG Accommodation Details', level: 2 });
    expect(rentOf(1).value).toBe('');
    fireEvent.change(within(row(1)).getByLabelText('Sharing'), { target: { value: 'Double' } });
    fireEvent.change(within(row(1)).getByLabelText('Total beds'), { target: { value: '8' } });
    fireEvent.change(within(row(1)).getByLabelText('Free beds'), { target: { value: '0' } });
    save();
    await screen.findByRole('heading', { name: 'Pricing', level: 2 });
    const body = sent(api, '/add-property-details') as { beds: unknown[] };
    expect(JSON.parse(JSON.stringify(body.beds))).toEqual([
      { sharing: 'Double', total_beds: 8, free_beds: 0, available_from: null },
    ]);
  });
});

const laterBox = (n: number) =>
  within(row(n)).getByRole('checkbox', { name: 'Free from a later date' }) as HTMLInputElement;
const dateOf = (n: number) => within(row(n)).queryByLabelText('Free from') as HTMLInputElement | null;
/** A day `days` from today in India, as YYYY-MM-DD. */
const day = (days: number) =>
  new Date(Date.parse(`${indiaToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the beds table of step 2: free now, or from a later date', () => {
  it('makes a new row free now: no date field, and today is sent for its free beds', async () => {
    const draft = { ...listing, wizard_step: 1, beds: [] };
    const api = openWizard(
      '/user/pg/12',
      { '/add-property-details': () => savedAnswer({ ...draft, wizard_step: 2 }) },
      draft,
    );
    await screen.findByRole('heading', { name: 'PG Accommodation Details', level: 2 });
    expect(laterBox(1).checked).toBe(false);
    expect(dateOf(1)).toBeNull();
    fireEvent.change(within(row(1)).getByLabelText('Sharing'), { target: { value: 'Double' } });
    fireEvent.change(within(row(1)).getByLabelText('Total beds'), { target: { value: '8' } });
    fireEvent.change(within(row(1)).getByLabelText('Free beds'), { target: { value: '3' } });
    // A second kind, added later: free now too.
    fireEvent.click(screen.getByRole('button', { name: 'Add a sharing kind' }));
    expect(laterBox(2).checked).toBe(false);
    expect(dateOf(2)).toBeNull();
    fireEvent.change(within(row(2)).getByLabelText('Sharing'), { target: { value: 'Single' } });
    fireEvent.change(within(row(2)).getByLabelText('Total beds'), { target: { value: '2' } });
    fireEvent.change(within(row(2)).getByLabelText('Free beds'), { target: { value: '0' } });
    save();
    await screen.findByRole('heading', { name: 'Pricing', level: 2 });
    const body = sent(api, '/add-property-details') as { beds: unknown[] };
    expect(JSON.parse(JSON.stringify(body.beds))).toEqual([
      { sharing: 'Double', total_beds: 8, free_beds: 3, available_from: indiaToday() },
      { sharing: 'Single', total_beds: 2, free_beds: 0, available_from: null },
    ]);
  });

  it('shows the date once "Free from a later date" is ticked, asks for it, and sends it', async () => {
    const draft = { ...listing, wizard_step: 1, beds: [] };
    const api = openWizard(
      '/user/pg/12',
      { '/add-property-details': () => savedAnswer({ ...draft, wizard_step: 2 }) },
      draft,
    );
    await screen.findByRole('heading', { name: 'PG Accommodation Details', level: 2 });
    fireEvent.change(within(row(1)).getByLabelText('Sharing'), { target: { value: 'Triple' } });
    fireEvent.change(within(row(1)).getByLabelText('Total beds'), { target: { value: '6' } });
    fireEvent.change(within(row(1)).getByLabelText('Free beds'), { target: { value: '2' } });
    fireEvent.click(laterBox(1));
    expect(laterBox(1).checked).toBe(true);
    expect(dateOf(1)?.value).toBe('');
    save();
    expect(await within(row(1)).findByText(M.freeFromRequired)).toBeTruthy();
    expect(sent(api, '/add-property-details')).toBeUndefined();
    // Unticked again: free now, nothing to ask.
    fireEvent.click(laterBox(1));
    expect(dateOf(1)).toBeNull();
    fireEvent.click(laterBox(1));
    fireEvent.change(dateOf(1) as HTMLInputElement, { target: { value: day(20) } });
    save();
    await screen.findByRole('heading', { name: 'Pricing', level: 2 });
    const body = sent(api, '/add-property-details') as { beds: unknown[] };
    expect(JSON.parse(JSON.stringify(body.beds))).toEqual([
      { sharing: 'Triple', total_beds: 6, free_beds: 2, available_from: day(20) },
    ]);
  });

  it('opens a saved row with a future date ticked, and one free since a past date as free now', async () => {
    const saved = {
      ...listing,
      beds: [
        { sharing: 'Single' as const, total_beds: 4, free_beds: 1, available_from: day(10) },
        { sharing: 'Double' as const, total_beds: 8, free_beds: 2, available_from: day(-30) },
      ],
    };
    const api = openWizard(
      '/user/pg/12',
      { '/add-property-details': () => savedAnswer({ ...saved, wizard_step: 3 }) },
      saved,
    );
    fireEvent.click(await screen.findByRole('tab', { name: '2. PG Accommodation Details' }));
    await screen.findByRole('heading', { name: 'PG Accommodation Details', level: 2 });
    expect(laterBox(1).checked).toBe(true);
    expect(dateOf(1)?.value).toBe(day(10));
    expect(laterBox(2).checked).toBe(false);
    expect(dateOf(2)).toBeNull();
    save();
    await screen.findByRole('heading', { name: 'Pricing', level: 2 });
    const body = sent(api, '/add-property-details') as { beds: Array<{ available_from: string }> };
    expect(body.beds.map((bed) => bed.available_from)).toEqual([day(10), indiaToday()]);
  });
});
