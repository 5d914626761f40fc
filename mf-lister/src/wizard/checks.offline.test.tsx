import { OFFLINE_MESSAGE } from '@basera/shared';
import { LISTING_MESSAGES as M } from '@basera/shared/rules';
import { act, screen } from '@testing-library/react';
import { ownListing, savedAnswer } from './fixtures';
import { choose, openWizard, save, type } from './test-support';

// A step's checks (zod and the shared schemas) download on the form's first focus or check, not with the page.
// Here their download fails first (a phone that went offline after the wizard's own code arrived), then works.
let downloadFails = true;
jest.mock('@hookform/resolvers/zod', () => {
  if (downloadFails) throw new Error('Loading chunk 5531 failed');
  return jest.requireActual('@hookform/resolvers/zod');
});

jest.setTimeout(30_000);

it('says "You\'re offline" when a step\'s checks cannot download, saves nothing, keeps the values, then checks', async () => {
  const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const listing = ownListing({ wizard_step: 2, monthly_charge_min: null, price_with_food: null });
  const api = openWizard(
    '/user/pg/12',
    { '/add-property-pricing': () => savedAnswer({ ...listing, wizard_step: 3 }) },
    listing,
  );
  await screen.findByRole('heading', { name: 'Pricing', level: 2 });
  type(/^Monthly charge from/, '100');
  await act(async () => save());
  expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();
  expect((screen.getByLabelText(/^Monthly charge from/) as HTMLInputElement).value).toBe('100');
  expect(api.calls.filter((call) => call.path.includes('/add-property-pricing'))).toHaveLength(0);

  // Back online, the same tap downloads the checks, which read the values as the API would.
  downloadFails = false;
  online.mockReturnValue(true);
  choose('Price includes food', 'Yes');
  await act(async () => save());
  expect(await screen.findByText(M.priceRange)).toBeTruthy();
  type(/^Monthly charge from/, '9500');
  await act(async () => save());
  await screen.findByRole('heading', { name: 'Food', level: 2 });
  expect(api.calls.filter((call) => call.path.includes('/add-property-pricing'))).toHaveLength(1);
});
