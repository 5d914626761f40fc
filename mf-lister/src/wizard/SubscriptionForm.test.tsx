import { setRemoteLoader, UNAVAILABLE_TEXT } from '@basera/shared';
import { CURRENT_PATH_TEST_ID, stubMatchMedia } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PLANS, plansAnswer } from '../plans/fixtures';
import { PREVIEW_TITLE } from '../plans/PreviewDialog';
import { ownListing } from './fixtures';
import { REVIEW_AFTER_FREE, REVIEW_AFTER_PAYMENT } from './SubscriptionForm';
import { openWizard, sent } from './test-support';

// Step 7 through the whole wizard page, as the other steps' tests (steps.test.tsx) open it.
jest.setTimeout(30_000);

const heading = () => screen.findByRole('heading', { name: 'Subscription', level: 2 });
const draft = () => ownListing({ wizard_step: 6 });
const live = () =>
  ownListing({
    wizard_step: 7,
    status: 'active',
    review: 'approved',
    expires_at: '2030-01-30T00:00:00.000Z',
  });
const ok = (message: string, property?: object) =>
  [200, { status: true, message, data: { property, order: {} } }] as [number, unknown];
const onMyListings = () =>
  waitFor(() => expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe('/user/view-all-listing'));

/** mf-search's ListingPreview as the shell's loader would hand it over. */
function StubPreview({ id }: { id: number }) {
  return <p>Seeker view of listing {id}</p>;
}

beforeEach(() => stubMatchMedia(true));

describe('step 7, plans', () => {
  it('publishes a draft for free with Basic, chosen from the start, and goes to My Listings', async () => {
    const api = openWizard(
      '/user/pg/12',
      {
        '/subscription-plans': () => plansAnswer(),
        '/property-subscribe': () => ok('Your listing is live until 27 Dec 2026'),
      },
      draft(),
    );
    await heading();
    expect(((await screen.findByRole('radio', { name: 'Basic, free' })) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish for free' }));
    expect(await screen.findByText('Your listing is live until 27 Dec 2026')).toBeTruthy();
    expect(sent(api, '/property-subscribe')).toEqual({
      id: 12,
      plan_id: 11,
      idempotency_key: expect.any(String),
    });
    await onMyListings();
  });

  it('says a free listing waits for review when the API queues it, without speaking of a payment', async () => {
    const listing = draft();
    openWizard(
      '/user/pg/12',
      {
        '/subscription-plans': () => plansAnswer(),
        '/property-subscribe': () =>
          ok('Your listing is live until 27 Dec 2026', { ...listing, review: 'pending' }),
      },
      listing,
    );
    await heading();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish for free' }));
    expect(await screen.findByText(REVIEW_AFTER_FREE)).toBeTruthy();
    expect(REVIEW_AFTER_FREE).not.toMatch(/pay/i);
    await onMyListings();
  });

  it('publishes with a paid plan: its price on the button, the review note after payment', async () => {
    const listing = draft();
    const api = openWizard(
      '/user/pg/12',
      {
        '/subscription-plans': () => plansAnswer(),
        '/property-subscribe': () =>
          ok('Your listing is Featured until 4 Dec 2026', { ...listing, review: 'pending' }),
      },
      listing,
    );
    await heading();
    fireEvent.click(await screen.findByRole('radio', { name: 'Featured 7 days, Rs. 199' }));
    expect(screen.queryByRole('button', { name: 'Publish for free' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay Rs. 199 and publish' }));
    expect(await screen.findByText(REVIEW_AFTER_PAYMENT)).toBeTruthy();
    expect(sent(api, '/property-subscribe')).toMatchObject({ id: 12, plan_id: 12 });
    await onMyListings();
  });

  it('shows the API’s own words when they already say the listing waits for review', async () => {
    const listing = draft();
    const words = 'Your listing goes live once our team has reviewed it (live until 27 Dec 2026).';
    openWizard(
      '/user/pg/12',
      {
        '/subscription-plans': () => plansAnswer(),
        '/property-subscribe': () => ok(words, { ...listing, review: 'pending' }),
      },
      listing,
    );
    await heading();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish for free' }));
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByText(REVIEW_AFTER_FREE)).toBeNull();
  });

  it('renews a published listing for free, or for a price with the date it gives', async () => {
    const api = openWizard(
      '/user/pg/12',
      {
        '/subscription-plans': () => plansAnswer(),
        '/property-subscribe': () => [402, { status: false, message: 'The payment did not go through.' }],
      },
      live(),
    );
    await screen.findByRole('heading', { name: 'Address & Contact No', level: 2 });
    fireEvent.click(screen.getByRole('tab', { name: '7. Subscription' }));
    expect(await screen.findByText('This listing is live until 30 Jan 2030.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Renew for free' })).toBeTruthy();
    // Basic never shortens a listing live longer than 30 days.
    expect(screen.getByText('With Basic: live until 30 Jan 2030.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Featured 30 days + Verified, Rs. 799' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay Rs. 799 and renew' }));
    expect((await screen.findAllByText('The payment did not go through.')).length).toBeGreaterThan(0);
    expect(sent(api, '/property-subscribe')).toMatchObject({ plan_id: 15 });
    expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe('/user/pg/12');
  });
});

describe('step 7, preview', () => {
  let loads: string[];
  beforeEach(() => {
    loads = [];
    setRemoteLoader(async (module) => {
      loads.push(module);
      if (module === 'mf_search/ListingPreview') return StubPreview as never;
      throw new Error(`Unexpected mount: ${module}`);
    });
  });

  const openPreview = async () => {
    openWizard('/user/pg/12', { '/subscription-plans': () => plansAnswer() }, draft());
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    return screen.findByRole('dialog', { name: PREVIEW_TITLE });
  };

  it('shows the listing as seekers will see it, and closes', async () => {
    const dialog = await openPreview();
    expect(await within(dialog).findByText('Seeker view of listing 12')).toBeTruthy();
    expect(loads).toEqual(['mf_search/ListingPreview']);
    expect(dialog.closest('.MuiDialog-paperFullScreen')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing was published by looking.
    expect(screen.getByRole('button', { name: 'Publish for free' })).toBeTruthy();
  });

  it('fills a phone’s screen', async () => {
    stubMatchMedia(false);
    const dialog = await openPreview();
    expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
  });

  it('says so inside the dialog when mf-search is down, and the form stays usable', async () => {
    // React and the boundary report the expected load failure.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    setRemoteLoader(async () => {
      throw new Error('mf_search is down');
    });
    const dialog = await openPreview();
    expect(await within(dialog).findByText(UNAVAILABLE_TEXT)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('radio', { name: 'Basic, free' })).toBeTruthy();
    await act(async () => undefined);
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });
});

// Plans the API answers in another order still show Basic first.
it('keeps Basic first whatever order the plans come in', async () => {
  openWizard('/user/pg/12', { '/subscription-plans': () => plansAnswer([...PLANS].reverse()) }, draft());
  await heading();
  await screen.findByRole('radio', { name: 'Basic, free' });
  expect(screen.getAllByRole('radio')[0]?.getAttribute('aria-label')).toBe('Basic, free');
});
