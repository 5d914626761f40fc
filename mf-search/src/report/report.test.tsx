import { type LoginIntent, onOpenModalBox, useAuthStore } from '@basera/shared';
import { LISTING_REPORT_REASONS, REVIEW_MESSAGES } from '@basera/shared/rules';
import { mockApi, renderPage, signIn, stubMatchMedia, testUser } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import PropertyDetailPage from '../PropertyDetailPage';
import { listing } from '../test-support';
import { SIGN_IN_TO_REPORT } from './ReportListingForm';

// A detail page, the form's chunk and a dialog's transitions: seconds on a busy two-core machine.
jest.setTimeout(30_000);

type Answer = [number, unknown];
const thanks: Answer = [201, { status: true, message: REVIEW_MESSAGES.reportThanks }];

/** Listing 42's detail page over a fake API; `report` answers POST /report-listing. */
function renderDetail(report: (body: Record<string, unknown>) => Answer = () => thanks) {
  const api = mockApi({
    '/get-property-details-by-id/42': () => [
      200,
      {
        status: true,
        data: {
          property: { ...listing(), photos: ['main.webp'] },
          photoPath: 'http://api/storage/',
          galleryPaths: 'http://api/storage/',
        },
      },
    ],
    '/report-listing': report,
  });
  renderPage(<PropertyDetailPage />, { url: '/pgdetails/42', path: '/pgdetails/:pgDetailsId' });
  const reports = () => api.calls.filter((call) => call.path === '/report-listing').map((call) => call.body);
  return { reports };
}

/** Opens the dialog from the text button under the owner's box and waits for its form (its own chunk). */
async function openReport() {
  await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
  const box = screen.getByLabelText('Contact the owner');
  fireEvent.click(within(box).getByRole('button', { name: 'Report this listing' }));
  const dialog = await screen.findByRole('dialog', { name: /Report this listing/ });
  await within(dialog).findByRole('radiogroup', { name: 'What is wrong?' });
  return dialog;
}

const send = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
const choose = (dialog: HTMLElement, label: string) =>
  fireEvent.click(within(dialog).getByRole('radio', { name: label }));
const noteBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox') as HTMLTextAreaElement;
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

beforeEach(() => stubMatchMedia(1280));
afterEach(() => act(() => useAuthStore.getState().logout()));

describe('Report this listing', () => {
  it('offers the shared reasons in order, sends the one chosen and thanks the seeker', async () => {
    signIn();
    const { reports } = renderDetail();
    const dialog = await openReport();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(Object.values(LISTING_REPORT_REASONS));
    expect(within(dialog).getByText('0 / 1000')).toBeTruthy();
    choose(dialog, 'Broker posing as owner');
    fireEvent.change(noteBox(dialog), { target: { value: 'Asked for a brokerage fee on the phone' } });
    expect(within(dialog).getByText('38 / 1000')).toBeTruthy();
    send(dialog);
    expect(await screen.findByText(REVIEW_MESSAGES.reportThanks)).toBeTruthy();
    expect(reports()).toEqual([
      { property_id: 42, reason: 'broker', note: 'Asked for a brokerage fee on the phone' },
    ]);
    await closed();
  });

  it('asks for a reason, and for a note when the reason is Other, before sending anything', async () => {
    signIn();
    const { reports } = renderDetail();
    const dialog = await openReport();
    send(dialog);
    expect(await within(dialog).findByText('Choose a reason')).toBeTruthy();

    choose(dialog, 'Other');
    expect(within(dialog).getByRole('textbox', { name: /Tell us what is wrong/ })).toBeTruthy();
    fireEvent.change(noteBox(dialog), { target: { value: 'no' } });
    send(dialog);
    expect(await within(dialog).findByText(REVIEW_MESSAGES.reportNoteRequired)).toBeTruthy();
    expect(within(dialog).queryByText('Choose a reason')).toBeNull();

    // Over 1000 characters: the counter turns red and the note is refused.
    fireEvent.change(noteBox(dialog), { target: { value: 'x'.repeat(1001) } });
    expect(within(dialog).getByText('1001 / 1000')).toBeTruthy();
    send(dialog);
    expect(await within(dialog).findByText('A note must be at most 1000 characters')).toBeTruthy();
    expect(reports()).toEqual([]);

    // Another reason needs no note: its message goes.
    fireEvent.change(noteBox(dialog), { target: { value: '' } });
    choose(dialog, 'Photos are not of this place');
    await waitFor(() => expect(within(dialog).queryByText(REVIEW_MESSAGES.reportNoteRequired)).toBeNull());
    send(dialog);
    await closed();
    expect(reports()).toEqual([{ property_id: 42, reason: 'fake_photos', note: '' }]);
  });

  it('shows the API’s 409 for a second report and keeps the dialog open', async () => {
    signIn();
    const { reports } = renderDetail(() => [409, { status: false, message: REVIEW_MESSAGES.reportTwice }]);
    const dialog = await openReport();
    choose(dialog, 'Asks for money before a visit');
    send(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      REVIEW_MESSAGES.reportTwice,
    );
    expect(reports()).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: /Report this listing/ })).toBeTruthy();
  });

  it('signed out: opens the login box saying why, then sends once a Search User has signed in', async () => {
    const { reports } = renderDetail();
    const dialog = await openReport();
    choose(dialog, 'Already full / wrong price');
    const heard: LoginIntent[] = [];
    const stop = onOpenModalBox((mode, intent) => {
      expect(mode).toBe('login');
      if (intent) heard.push(intent);
    });
    try {
      send(dialog);
      await waitFor(() => expect(heard).toHaveLength(1));
    } finally {
      stop();
    }
    expect(heard[0]!.reason).toBe(SIGN_IN_TO_REPORT);
    expect(reports()).toEqual([]);
    act(() => {
      useAuthStore.getState().setSession({ token: 'tok', user: testUser, usertype: 'Customer' });
      heard[0]!.resume?.('Customer');
    });
    expect(await screen.findByText(REVIEW_MESSAGES.reportThanks)).toBeTruthy();
    expect(reports()).toEqual([{ property_id: 42, reason: 'full_or_wrong_price', note: '' }]);
    await closed();
  });

  it('tells a Lister that only Search Users can report, and sends nothing', async () => {
    signIn('Lister');
    const { reports } = renderDetail();
    const dialog = await openReport();
    expect(within(dialog).getByText(REVIEW_MESSAGES.reportSeekersOnly)).toBeTruthy();
    choose(dialog, 'Broker posing as owner');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(reports()).toEqual([]);
  });

  it('is full screen on a phone', async () => {
    stubMatchMedia(false);
    signIn();
    renderDetail();
    const dialog = await openReport();
    expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
  });
});
