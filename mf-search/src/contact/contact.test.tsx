import { type LoginIntent, onOpenModalBox, useAuthStore } from '@basera/shared';
import {
  ENQUIRIES_PATH,
  ENQUIRY_MESSAGES as M,
  VISIT_SLOTS,
  visitDateLabel,
  visitDates,
} from '@basera/shared/rules';
import { mockApi, renderPage, signIn, stubMatchMedia, testThread, testUser } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ListingCard from '../ListingCard';
import PropertyDetailPage from '../PropertyDetailPage';
import { listing } from '../test-support';

// A detail page, the form's chunk and a dialog's transitions: seconds on a busy two-core machine.
jest.setTimeout(30_000);

type Answer = [number, unknown];

const sent: Answer = [201, { status: true, data: testThread('seeker') }];

/**
 * The detail page of listing 42 as the API answers it: masked numbers and `contact_hidden` for a visitor, the
 * real numbers for a signed-in user (the answer depends on the token the request carries). `enquiry` answers
 * POST /enquiries.
 */
function renderDetail(enquiry: (body: Record<string, unknown>) => Answer = () => sent) {
  const api = mockApi({
    '/get-property-details-by-id/42': () => {
      const visitor = !useAuthStore.getState().token;
      const property = {
        ...listing(
          visitor ? { contact_no_1: '98••••••10', contact_no_2: '91••••••80', contact_hidden: true } : {},
        ),
        photos: ['main.webp'],
        toilet_facilities: null,
      };
      return [
        200,
        {
          status: true,
          data: { property, photoPath: 'http://api/storage/', galleryPaths: 'http://api/storage/' },
        },
      ];
    },
    '/enquiries': enquiry,
    '/properties/42/calls': () => [200, { status: true }],
  });
  renderPage(<PropertyDetailPage />, { url: '/pgdetails/42', path: '/pgdetails/:pgDetailsId' });
  return api;
}

const ownerBox = () => screen.getByLabelText('Contact the owner');

/** Opens the contact dialog from the owner's box and waits for its form (its own chunk). */
async function openDialog(tab: 'Ask the owner' | 'Book a visit') {
  await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
  fireEvent.click(within(ownerBox()).getByRole('button', { name: tab }));
  const dialog = await screen.findByRole('dialog', { name: /Sunrise Ladies PG/ });
  await within(dialog).findByRole('tab', { name: tab, selected: true });
  return dialog;
}

/** The tab panel (a form) shown in the dialog. */
const panel = (dialog: HTMLElement) => within(dialog).getByRole('tabpanel');
const send = (dialog: HTMLElement) => within(panel(dialog)).getByRole('button', { name: 'Send' });
const enquiries = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.path === '/enquiries').map((call) => call.body);

/** Presses Send signed out and returns the intent the login box was opened with. */
async function sendSignedOut(dialog: HTMLElement) {
  const heard: LoginIntent[] = [];
  const stop = onOpenModalBox((mode, intent) => {
    expect(mode).toBe('login');
    if (intent) heard.push(intent);
  });
  try {
    fireEvent.click(send(dialog));
    // The form is checked first (asynchronously), then the box is asked for.
    return await waitFor(() => {
      if (heard.length !== 1) throw new Error('the login box was not asked for');
      return heard[0]!;
    });
  } finally {
    stop();
  }
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/** What mf-auth does after a sign-in: the session first, then the intent. */
function signInAndResume(intent: LoginIntent) {
  act(() => {
    useAuthStore.getState().setSession({ token: 'tok', user: testUser, usertype: 'Customer' });
    intent.resume?.('Customer');
  });
}

beforeEach(() => stubMatchMedia(1280));
afterEach(() => act(() => useAuthStore.getState().logout()));

describe('Ask the owner', () => {
  it('adds a preset question to the message, sends it, closes and says so', async () => {
    signIn();
    const api = renderDetail();
    const dialog = await openDialog('Ask the owner');
    const message = within(dialog).getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
    expect(within(panel(dialog)).getByText('0 / 1000')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Is a bed free now?' }));
    expect(message.value).toBe('Is a bed free now?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Can I visit?' }));
    expect(message.value).toBe('Is a bed free now?\nCan I visit?');
    expect(within(panel(dialog)).getByText('31 / 1000')).toBeTruthy();
    // A question already in the message is not offered again.
    expect(within(dialog).getByRole('button', { name: 'Can I visit?' }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    fireEvent.click(send(dialog));
    await closed();
    expect(enquiries(api)).toEqual([{ property_id: 42, message: 'Is a bed free now?\nCan I visit?' }]);
    // A toast, and a note in the owner's box pointing to the conversation.
    await waitFor(() => expect(screen.getAllByText(M.sent)).toHaveLength(2));
    const notice = within(ownerBox()).getByText(M.sent).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'My enquiries' }).getAttribute('href')).toBe(
      ENQUIRIES_PATH,
    );
  });

  it('sends nothing without a message and says what is missing; the counter follows the text', async () => {
    signIn();
    const api = renderDetail();
    const dialog = await openDialog('Ask the owner');
    fireEvent.click(send(dialog));
    expect(await within(dialog).findByText(M.messageRequired)).toBeTruthy();
    expect(within(panel(dialog)).getByText('0 / 1000')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your message' }), {
      target: { value: 'Hello' },
    });
    expect(within(panel(dialog)).getByText('5 / 1000')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText(M.messageRequired)).toBeNull());
    expect(enquiries(api)).toEqual([]);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});

describe('before the first open', () => {
  it('waits closed and out of the reading order once the page has settled, and opens with its form', async () => {
    signIn('Customer');
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    // Mounted ahead of the tap (so the tap only shows it), yet nothing of it is announced or reachable.
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /message/i })).toBeNull();
    const dialog = await openDialog('Ask the owner');
    expect(within(dialog).getByText('Contact the owner of')).toBeTruthy();
    expect(within(panel(dialog)).getByRole('button', { name: 'Send' })).toBeTruthy();
  });
});

describe('the draft', () => {
  it('is kept when the dialog is closed and opened again, and starts afresh after a send', async () => {
    signIn();
    renderDetail();
    let dialog = await openDialog('Ask the owner');
    const typed = () =>
      (within(panel(dialog)).getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value;
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your message' }), {
      target: { value: 'Is there hot water?' },
    });
    fireEvent.click(within(panel(dialog)).getByRole('button', { name: 'Cancel' }));
    await closed();

    dialog = await openDialog('Ask the owner');
    expect(typed()).toBe('Is there hot water?');
    fireEvent.click(send(dialog));
    await closed();

    dialog = await openDialog('Ask the owner');
    expect(typed()).toBe('');
  });
});

describe('Book a visit', () => {
  it('names the missing day and time, then sends the chosen ones', async () => {
    signIn();
    const api = renderDetail();
    const dialog = await openDialog('Book a visit');
    fireEvent.click(send(dialog));
    expect(await within(dialog).findByText(M.dateRequired)).toBeTruthy();
    expect(within(dialog).getByText(M.slotRequired)).toBeTruthy();
    expect(enquiries(api)).toEqual([]);

    // Tomorrow: every slot of it is ahead, whatever the time of day the test runs at.
    const [, tomorrow] = visitDates();
    const days = within(dialog).getByRole('group', { name: 'Day' });
    expect(within(days).getAllByRole('button')).toHaveLength(visitDates().length);
    fireEvent.click(within(days).getByRole('button', { name: visitDateLabel(tomorrow!) }));
    const time = within(dialog).getByRole('group', { name: 'Time' });
    fireEvent.click(within(time).getByRole('button', { name: VISIT_SLOTS[2].label }));
    expect(
      within(time).getByRole('button', { name: VISIT_SLOTS[2].label }).getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(send(dialog));
    await closed();
    expect(enquiries(api)).toEqual([{ property_id: 42, visit: { date: tomorrow, slot: '14-16' } }]);
    expect(within(ownerBox()).getByText(M.visitSent)).toBeTruthy();
  });
});

describe('contacting the owner signed out', () => {
  it('opens the login box saying why, and sends the same text once a seeker has signed in', async () => {
    const api = renderDetail();
    const dialog = await openDialog('Ask the owner');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your message' }), {
      target: { value: 'Is there a lift?' },
    });
    const intent = await sendSignedOut(dialog);
    expect(intent.reason).toBe(M.signInToAsk);
    expect(intent.to).toBeUndefined();
    expect(enquiries(api)).toEqual([]);

    signInAndResume(intent);
    await closed();
    expect(enquiries(api)).toEqual([{ property_id: 42, message: 'Is there a lift?' }]);
    expect(await within(ownerBox()).findByText(M.sent)).toBeTruthy();
    // The listing was read again for the signed-in user: the real numbers, as links.
    expect((await within(ownerBox()).findByRole('link', { name: '9876543210' })).getAttribute('href')).toBe(
      'tel:9876543210',
    );
    expect(screen.getByTestId('current-path').textContent).toBe('/pgdetails/42');
  });

  it('asks a visitor booking a visit to sign in to book, and sends nothing yet', async () => {
    const api = renderDetail();
    const dialog = await openDialog('Book a visit');
    fireEvent.click(within(dialog).getByRole('button', { name: visitDateLabel(visitDates()[1]!) }));
    fireEvent.click(within(dialog).getByRole('button', { name: VISIT_SLOTS[0].label }));
    const intent = await sendSignedOut(dialog);
    expect(intent.reason).toBe(M.signInToBook);
    expect(enquiries(api)).toEqual([]);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('sends nothing when a Lister signs in instead', async () => {
    const api = renderDetail();
    const dialog = await openDialog('Ask the owner');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Is a bed free now?' }));
    const intent = await sendSignedOut(dialog);
    act(() => {
      useAuthStore.getState().setSession({ token: 'tok', user: testUser, usertype: 'Lister' });
      intent.resume?.('Lister');
    });
    expect(await within(panel(dialog)).findByText(M.seekersOnly)).toBeTruthy();
    expect((send(dialog) as HTMLButtonElement).disabled).toBe(true);
    expect(enquiries(api)).toEqual([]);
  });
});

describe('a Lister', () => {
  it('is told that only seekers contact owners, and cannot send', async () => {
    signIn('Lister');
    const api = renderDetail();
    const dialog = await openDialog('Ask the owner');
    expect(within(panel(dialog)).getByText(M.seekersOnly)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Is a bed free now?' }));
    expect((send(dialog) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Book a visit' }));
    await within(dialog).findByRole('tab', { name: 'Book a visit', selected: true });
    expect(within(panel(dialog)).getByText(M.seekersOnly)).toBeTruthy();
    expect((send(dialog) as HTMLButtonElement).disabled).toBe(true);
    expect(enquiries(api)).toEqual([]);
  });
});

describe('the server says no', () => {
  it('puts a 422’s message under its field and keeps the dialog open', async () => {
    signIn();
    const api = renderDetail(() => [
      422,
      {
        status: false,
        message: 'The given data was invalid.',
        errors: { message: ['Please remove the link.'] },
      },
    ]);
    const dialog = await openDialog('Ask the owner');
    const message = within(dialog).getByRole('textbox', { name: 'Your message' });
    fireEvent.change(message, { target: { value: 'See www.example.com' } });
    fireEvent.click(send(dialog));
    expect(await within(dialog).findByText('Please remove the link.')).toBeTruthy();
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(enquiries(api)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('puts a 422 on the visit’s date under the day', async () => {
    signIn();
    renderDetail(() => [
      422,
      { status: false, message: 'The given data was invalid.', errors: { 'visit.date': [M.dateRange] } },
    ]);
    const dialog = await openDialog('Book a visit');
    fireEvent.click(within(dialog).getByRole('button', { name: visitDateLabel(visitDates()[1]!) }));
    fireEvent.click(within(dialog).getByRole('button', { name: VISIT_SLOTS[1].label }));
    fireEvent.click(send(dialog));
    const error = await within(dialog).findByText(M.dateRange);
    const days = within(dialog).getByRole('group', { name: 'Day' });
    expect(days.contains(error)).toBe(true);
    expect(days.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('shows a 429’s message above the buttons, and the text stays', async () => {
    signIn();
    const limit = M.tooManyThreads(3);
    renderDetail(() => [429, { status: false, message: limit }]);
    const dialog = await openDialog('Ask the owner');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Is food included in the price?' }));
    fireEvent.click(send(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(limit);
    expect(alert.compareDocumentPosition(send(dialog)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toBe(
      'Is food included in the price?',
    );
  });
});

describe('the result card’s menu', () => {
  it.each([
    ['Ask the owner', 'Book a visit'],
    ['Book a visit', 'Ask the owner'],
  ])('opens the dialog on “%s”', async (chosen, other) => {
    signIn();
    mockApi({});
    renderPage(
      <ListingCard listing={listing()} photoPath="http://api/storage/" galleryPaths="http://api/storage/" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Sunrise Ladies PG' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: chosen }));
    const dialog = await screen.findByRole('dialog', { name: /Sunrise Ladies PG/ });
    expect(await within(dialog).findByRole('tab', { name: chosen, selected: true })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: other, selected: false })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('the call count', () => {
  // jsdom cannot follow a tel: link (it reports "not implemented"): the tap is all a test needs.
  const stayPut = (event: Event) => event.preventDefault();
  beforeEach(() => document.addEventListener('click', stayPut));
  afterEach(() => document.removeEventListener('click', stayPut));

  const counted = (api: ReturnType<typeof mockApi>) =>
    api.calls.filter((call) => call.path === '/properties/42/calls').length;

  it('counts a signed-in user’s call once per page view', async () => {
    signIn();
    const api = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    const link = within(ownerBox()).getByRole('link', { name: '9876543210' });
    fireEvent.click(link);
    await waitFor(() => expect(counted(api)).toBe(1));
    // Another tap, another number, the address's link: still one.
    fireEvent.click(link);
    fireEvent.click(within(ownerBox()).getByRole('link', { name: '9123456780' }));
    fireEvent.click(
      within(screen.getByRole('heading', { level: 2, name: 'Address' }).closest('section')!).getByRole(
        'link',
        {
          name: '9876543210',
        },
      ),
    );
    expect(counted(api)).toBe(1);
    expect(api.calls.find((call) => call.path === '/properties/42/calls')!.body).toEqual({});
  });

  it('counts the phone bar’s Call button too', async () => {
    stubMatchMedia(360);
    signIn();
    const api = renderDetail();
    const bar = await screen.findByRole('region', { name: 'Call or shortlist' });
    fireEvent.click(within(bar).getByRole('link', { name: 'Call 9876543210' }));
    fireEvent.click(within(bar).getByRole('link', { name: 'Call 9876543210' }));
    await waitFor(() => expect(counted(api)).toBe(1));
  });

  it('sends nothing for a visitor’s masked number, which is no link', async () => {
    const api = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    const masked = within(ownerBox()).getByText('98••••••10');
    expect(masked.closest('a')).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    fireEvent.click(masked);
    expect(within(ownerBox()).getByRole('button', { name: M.signInToCall })).toBeTruthy();
    expect(counted(api)).toBe(0);
  });
});
