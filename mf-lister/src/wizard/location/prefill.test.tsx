import type { User } from '@basera/shared';
import { LISTING_MESSAGES as M } from '@basera/shared/rules';
import { mockApi, placeRoutes, renderPage, signIn, testUser } from '@basera/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ListingWizardPage from '../../ListingWizardPage';
import { ownAnswer, ownListing, savedAnswer } from '../fixtures';
import { openWizard, save, sent } from '../test-support';
import { accountName, accountPhone } from './prefill';

jest.setTimeout(30_000);

const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
const user = (changes: Partial<User>): User => ({ ...testUser, ...changes });

beforeEach(() => localStorage.clear());

/** Picks an option of a searchable list (State, City) by typing part of it; the list comes from the API. */
async function pick(label: string, typed: string, option: string) {
  const box = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await waitFor(() => {
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.change(box, { target: { value: typed } });
    expect(screen.getByRole('option', { name: option })).toBeTruthy();
  });
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('step 1 prefill from the account', () => {
  it('takes a 10-digit mobile, written with or without +91 or 0, and nothing else', () => {
    expect(accountPhone(user({ phone: '9876543210' }))).toBe('9876543210');
    expect(accountPhone(user({ phone: '+91 98765 43210' }))).toBe('9876543210');
    expect(accountPhone(user({ phone: '09876543210' }))).toBe('9876543210');
    // A landline, a short number, a foreign one, none: the owner types it.
    expect(accountPhone(user({ phone: '0802345678' }))).toBe('');
    expect(accountPhone(user({ phone: '98765' }))).toBe('');
    expect(accountPhone(user({ phone: '+44 7700 900123' }))).toBe('');
    expect(accountPhone(null)).toBe('');
  });

  it("names the account by first and last name, within the field's 100 characters", () => {
    expect(accountName(user({ fname: ' Asha ', lname: 'Rao' }))).toBe('Asha Rao');
    expect(accountName(user({ fname: 'Asha', lname: '' }))).toBe('Asha');
    expect(accountName(user({ fname: 'A'.repeat(80), lname: 'B'.repeat(80) }))).toHaveLength(100);
    expect(accountName(null)).toBe('');
  });

  it("a new listing starts with the account's phone and name, and saves them", async () => {
    const created = ownListing({ id: 55, wizard_step: 1 });
    const api = openWizard('/user/pg', {
      ...placeRoutes,
      '/add-property-address': () => savedAnswer(created, 'Address & Contact No saved'),
      '/get-own-property/55': () => ownAnswer(created),
    });
    expect(value(/^Contact number/)).toBe(testUser.phone);
    expect(value(/^Contact person/)).toBe('Asha Rao');
    // The owner may change the name: what is in the field is saved.
    fireEvent.change(screen.getByLabelText(/^Contact person/), { target: { value: 'Mr. Rao (warden)' } });
    save();
    // Only what the account cannot know is asked for.
    expect(await screen.findByText(M.nameRequired)).toBeTruthy();
    expect(screen.queryByText(M.contactRequired)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Accommodation name/), { target: { value: 'Lotus PG' } });
    await pick('State', 'Karn', 'Karnataka');
    await pick('City', 'Beng', 'Bengaluru');
    fireEvent.change(screen.getByLabelText(/^Locality/), { target: { value: 'Indiranagar' } });
    fireEvent.change(screen.getByLabelText(/^Address line 1/), { target: { value: '12, 3rd Cross' } });
    fireEvent.change(screen.getByLabelText(/^PIN code/), { target: { value: '560038' } });
    save();
    await waitFor(() =>
      expect(sent(api, '/add-property-address')).toMatchObject({
        contact_no_1: testUser.phone,
        contact_name: 'Mr. Rao (warden)',
      }),
    );
  });

  it('a new listing of an account without a mobile leaves the number to type', () => {
    signIn('Lister', user({ phone: '0802345678' }));
    mockApi(placeRoutes);
    renderPage(<ListingWizardPage />, { url: '/user/pg', path: '/user/:roomType/:pgId?' });
    expect(value(/^Contact number/)).toBe('');
    expect(value(/^Contact person/)).toBe('Asha Rao');
  });

  it('a saved listing keeps its own contact, even an empty name', async () => {
    const listing = ownListing({ wizard_step: 1, contact_no_1: '9123456780', contact_name: null });
    openWizard('/user/pg/12', placeRoutes, listing);
    fireEvent.click(await screen.findByRole('tab', { name: '1. Address & Contact No' }));
    await waitFor(() => expect(value(/^Contact number/)).toBe('9123456780'));
    expect(value(/^Contact person/)).toBe('');
  });

  it('a saved listing shows its saved contact person and sends it back', async () => {
    const listing = ownListing({ wizard_step: 1, contact_name: 'Meena (caretaker)' });
    const api = openWizard(
      '/user/pg/12',
      { ...placeRoutes, '/add-property-address': () => savedAnswer({ ...listing, wizard_step: 2 }) },
      listing,
    );
    fireEvent.click(await screen.findByRole('tab', { name: '1. Address & Contact No' }));
    await waitFor(() => expect(value(/^Contact person/)).toBe('Meena (caretaker)'));
    save();
    await waitFor(() =>
      expect(sent(api, '/add-property-address')).toMatchObject({
        contact_name: 'Meena (caretaker)',
        contact_no_1: listing.contact_no_1,
      }),
    );
  });
});
