import { type EnquiryThread, useAuthStore } from '@basera/shared';
import { ENQUIRY_MESSAGE_MAX, visitDates } from '@basera/shared/rules';
import { CURRENT_PATH_TEST_ID, mockApi, renderPage, signIn, stubMatchMedia } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message, testThread, testVisit } from './fixtures';
import { ThreadView } from './ThreadView';
import { useUnreadCount } from './unread';

const THREAD = '/enquiries/5';
const show = () =>
  renderPage(<ThreadView threadId={5} backTo="/user/enquiries" backLabel="My enquiries" />, {
    url: '/user/enquiries/5',
  });

type Action = (
  body: Record<string, unknown>,
  query: URLSearchParams,
  state: { thread: EnquiryThread },
) => [number, unknown];

/**
 * A fake API holding one thread: GET answers it (unless `actions` answer that path too), and an action that
 * answers with a thread (as the server does) or changes `state.thread` leaves it there for the next GET.
 */
function api(start: EnquiryThread, actions: Record<string, Action> = {}) {
  const state = { thread: start };
  const routes: Record<string, (body: Record<string, unknown>, query: URLSearchParams) => [number, unknown]> =
    {
      [THREAD]: () => [200, { status: true, data: state.thread }],
      '/enquiries/unread': () => [200, { status: true, data: { unread: 0 } }],
    };
  for (const [path, action] of Object.entries(actions))
    routes[path] = (body, query) => {
      const [status, payload] = action(body, query, state);
      const thread = (payload as { data?: EnquiryThread } | null)?.data;
      if (status === 200 && thread && 'messages' in thread && !query.get('before')) state.thread = thread;
      return [status, payload];
    };
  const mock = mockApi(routes);
  return { ...mock, state, posts: (path: string) => mock.calls.filter((call) => call.path === path) };
}

const buttonNames = () =>
  within(screen.getByRole('region', { name: 'Visit' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => {
  stubMatchMedia(false);
  act(() => useAuthStore.getState().logout());
  signIn('Customer');
});

describe('ThreadView', () => {
  it('shows the listing, the other side, the back link and the messages oldest first, mine on the right', async () => {
    api(testThread('seeker'));
    show();
    const title = await screen.findByRole('link', { name: 'Asha PG' });
    expect(title.getAttribute('href')).toBe('/pgdetails/42');
    expect(screen.getByText('PG · Koramangala, Bengaluru')).toBeTruthy();
    expect(screen.getByTestId('thread-with').textContent).toBe('Owner: Ravi');
    expect(screen.getByRole('link', { name: 'My enquiries' }).getAttribute('href')).toBe('/user/enquiries');
    const bubbles = screen.getAllByTestId('message');
    expect(bubbles.map((bubble) => bubble.getAttribute('data-sender'))).toEqual(['me', 'them']);
    expect(bubbles[0]!.textContent).toContain('Is a bed free now?');
    expect(bubbles[0]!.textContent).toContain('You');
    expect(bubbles[1]!.textContent).toContain('Ravi');
  });

  it("gives the seeker the owner's numbers as tap-to-call links", async () => {
    api(testThread('seeker', { contact_no: '9876543210, 9123456780' }));
    show();
    const call = await screen.findByRole('link', { name: '9123456780' });
    expect(call.getAttribute('href')).toBe('tel:9123456780');
    expect(screen.getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe('tel:9876543210');
  });

  it('shows a message with HTML in it as the text it is, line breaks kept', async () => {
    api(
      testThread('owner', {
        messages: [message(1, 'seeker', '<b>Hi</b> <img src=x onerror=alert(1)>\nsecond line')],
      }),
    );
    show();
    const text = await screen.findByText(/<b>Hi<\/b>/);
    expect(text.textContent).toBe('<b>Hi</b> <img src=x onerror=alert(1)>\nsecond line');
    expect(document.querySelector('[data-testid="message"] b, [data-testid="message"] img')).toBeNull();
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
  });

  it('shows visit changes as a centred line, not a bubble', async () => {
    api(
      testThread('seeker', {
        visit: testVisit('requested'),
        messages: [message(1, 'seeker', 'Visit requested for Sat, 28 Nov, 11 AM – 1 PM', 'visit')],
      }),
    );
    show();
    const line = await screen.findByTestId('system-line');
    expect(line.textContent).toContain('Visit requested for Sat, 28 Nov, 11 AM – 1 PM');
    expect(screen.queryAllByTestId('message')).toHaveLength(0);
  });

  describe('the visit card shows what each side may do', () => {
    const cases: Array<[string, EnquiryThread, string[]]> = [
      [
        'a seeker with a requested visit',
        testThread('seeker', { visit: testVisit('requested') }),
        ['Cancel visit'],
      ],
      [
        'a seeker with a confirmed visit',
        testThread('seeker', { visit: testVisit('confirmed') }),
        ['Cancel visit'],
      ],
      [
        'a seeker after a declined one',
        testThread('seeker', { visit: testVisit('declined') }),
        ['Request a visit'],
      ],
      ['a seeker with none yet', testThread('seeker'), ['Request a visit']],
      [
        'an owner with a requested visit',
        testThread('owner', { visit: testVisit('requested') }),
        ['Confirm', 'Reschedule', 'Decline'],
      ],
      [
        'an owner with a rescheduled visit (the seeker answers it)',
        testThread('owner', { visit: testVisit('rescheduled') }),
        ['Reschedule', 'Decline'],
      ],
      [
        'an owner with a confirmed visit',
        testThread('owner', { visit: testVisit('confirmed') }),
        ['Decline'],
      ],
      ['an owner with a cancelled visit', testThread('owner', { visit: testVisit('cancelled') }), []],
    ];
    it.each(cases)('%s', async (_name, thread, expected) => {
      api(thread);
      show();
      await screen.findByRole('link', { name: 'Asha PG' });
      expect(buttonNames()).toEqual(expected);
    });

    it('shows the date, the slot and the state', async () => {
      api(testThread('owner', { visit: testVisit('requested') }));
      show();
      expect((await screen.findByTestId('visit-when')).textContent).toBe('Sat, 28 Nov, 11 AM – 1 PM');
      expect(screen.getByTestId('visit-state').textContent).toBe('Visit requested');
    });

    it('an owner without a visit sees no visit card', async () => {
      api(testThread('owner'));
      show();
      await screen.findByRole('link', { name: 'Asha PG' });
      expect(screen.queryByRole('region', { name: 'Visit' })).toBeNull();
    });
  });

  it('a reply posts the message and shows it from the answer, the box emptied', async () => {
    const start = testThread('owner');
    const { posts } = api(start, {
      '/enquiries/5/messages': (body) => [
        200,
        {
          status: true,
          message: 'Message sent.',
          data: { ...start, messages: [...start.messages, message(3, 'owner', String(body.message))] },
        },
      ],
    });
    show();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    fireEvent.change(box, { target: { value: 'Come at 5.\nCall first.' } });
    expect(screen.getByTestId('reply-count').textContent).toBe(`22 / ${ENQUIRY_MESSAGE_MAX}`);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    expect(posts('/enquiries/5/messages').map((call) => call.body)).toEqual([
      { message: 'Come at 5.\nCall first.' },
    ]);
    expect(screen.getAllByTestId('message')[2]!.textContent).toContain('Come at 5.\nCall first.');
    expect(screen.getAllByTestId('message')[2]!.getAttribute('data-sender')).toBe('me');
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('an empty reply is not sent', async () => {
    const { posts } = api(testThread('owner'));
    show();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your message' }), {
      target: { value: '   ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a message.')).toBeTruthy();
    expect(posts('/enquiries/5/messages')).toHaveLength(0);
  });

  it("shows the API's field message under the reply, and a 429 above it", async () => {
    let status = 422;
    api(testThread('seeker'), {
      '/enquiries/5/messages': () =>
        status === 422
          ? [422, { status: false, message: 'Invalid', errors: { message: ['Please write a message.'] } }]
          : [
              429,
              {
                status: false,
                message: 'You have sent many messages. Please wait a while before sending more.',
              },
            ],
    });
    show();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your message' }), {
      target: { value: 'Hello' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a message.')).toBeTruthy();
    status = 429;
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You have sent many messages.');
  });

  it('Confirm posts the confirm action and shows the confirmed visit', async () => {
    const start = testThread('owner', { visit: testVisit('requested') });
    const { posts } = api(start, {
      '/enquiries/5/visit': () => [
        200,
        {
          status: true,
          message: 'Visit confirmed.',
          data: {
            ...start,
            visit: testVisit('confirmed'),
            messages: [
              ...start.messages,
              message(3, 'owner', 'Visit confirmed for Sat, 28 Nov, 11 AM – 1 PM', 'visit'),
            ],
          },
        },
      ],
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('visit-state').textContent).toBe('Visit confirmed'));
    expect(posts('/enquiries/5/visit').map((call) => call.body)).toEqual([
      { action: 'confirm', date: '2026-11-28', slot: '11-13' },
    ]);
    expect(buttonNames()).toEqual(['Decline']);
    expect(screen.getByTestId('system-line').textContent).toContain('Visit confirmed for');
  });

  it('Confirm of a slot the seeker just changed: the message shows and the thread is read again with the new slot', async () => {
    const changed = 'The seeker changed the visit time. Please check the new time.';
    const start = testThread('owner', { visit: testVisit('requested') });
    const fake = api(start, {
      '/enquiries/5/visit': (_body, _query, state) => {
        // Meanwhile the seeker picked another slot: the server has it, the page does not yet.
        state.thread = { ...start, visit: testVisit('requested', { date: '2026-11-29', slot: '16-18' }) };
        return [409, { status: false, message: changed }];
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const visitCard = screen.getByRole('region', { name: 'Visit' });
    expect((await within(visitCard).findByRole('alert')).textContent).toBe(changed);
    await waitFor(() => expect(screen.getByTestId('visit-when').textContent).toBe('Sun, 29 Nov, 4 – 6 PM'));
    expect(fake.posts('/enquiries/5/visit').map((call) => call.body)).toEqual([
      { action: 'confirm', date: '2026-11-28', slot: '11-13' },
    ]);
    expect(fake.calls.filter((call) => call.path === THREAD)).toHaveLength(2);
    // The owner can now confirm the new slot, which names it.
    expect(buttonNames()).toEqual(['Confirm', 'Reschedule', 'Decline']);
    expect(within(visitCard).getByRole('alert').textContent).toBe(changed);
  });

  it("a 409 shows the API's words in the visit card", async () => {
    api(testThread('seeker', { visit: testVisit('confirmed') }), {
      '/enquiries/5/visit': () => [
        409,
        { status: false, message: 'This visit cannot be changed that way now.' },
      ],
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel visit' }));
    const visitCard = screen.getByRole('region', { name: 'Visit' });
    expect((await within(visitCard).findByRole('alert')).textContent).toBe(
      'This visit cannot be changed that way now.',
    );
  });

  it('Request a visit posts the chosen day and slot', async () => {
    const start = testThread('seeker');
    const day = visitDates()[2]!;
    const { posts } = api(start, {
      '/enquiries/5/visit': (body) => [
        200,
        {
          status: true,
          data: {
            ...start,
            visit: testVisit('requested', { date: String(body.date), slot: String(body.slot) }),
          },
        },
      ],
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Request a visit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please choose a date.')).toBeTruthy();
    expect(screen.getByText('Please choose a time slot.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: day } });
    fireEvent.change(screen.getByLabelText('Time slot'), { target: { value: '16-18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByTestId('visit-state').textContent).toBe('Visit requested'));
    expect(posts('/enquiries/5/visit').map((call) => call.body)).toEqual([
      { action: 'request', date: day, slot: '16-18' },
    ]);
    expect(buttonNames()).toEqual(['Cancel visit']);
  });

  it('Reschedule posts the new day and slot', async () => {
    const start = testThread('owner', { visit: testVisit('requested', { date: visitDates()[1]! }) });
    const { posts } = api(start, {
      '/enquiries/5/visit': (body) => [
        200,
        {
          status: true,
          data: {
            ...start,
            visit: testVisit('rescheduled', { date: String(body.date), slot: String(body.slot) }),
          },
        },
      ],
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    expect((screen.getByLabelText('Date') as HTMLSelectElement).value).toBe(visitDates()[1]);
    fireEvent.change(screen.getByLabelText('Time slot'), { target: { value: '18-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(screen.getByTestId('visit-state').textContent).toBe('Visit rescheduled'));
    expect(posts('/enquiries/5/visit').map((call) => call.body)).toEqual([
      { action: 'reschedule', date: visitDates()[1], slot: '18-20' },
    ]);
  });

  it('Report asks first, posts the reason and then shows the thread as reported', async () => {
    const fake = api(testThread('seeker'), {
      '/enquiries/5/report': (_body, _query, state) => {
        state.thread = { ...state.thread, reported: true };
        return [200, { status: true, message: 'Thank you. Our team will look into this conversation.' }];
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this conversation?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), {
      target: { value: 'Asked for money upfront' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Reported')).toBeTruthy();
    expect(fake.posts('/enquiries/5/report').map((call) => call.body)).toEqual([
      { reason: 'Asked for money upfront' },
    ]);
    expect(await screen.findByText('Thank you. Our team will look into this conversation.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('Show older messages reads the ones before the oldest and puts them first', async () => {
    const start = testThread('seeker', {
      messages: [message(11, 'seeker', 'Eleven'), message(12, 'owner', 'Twelve')],
      more_before: true,
    });
    const older = [message(9, 'seeker', 'Nine'), message(10, 'owner', 'Ten')];
    const fake = api(start, {
      [THREAD]: (_body, query, state) => [
        200,
        {
          status: true,
          data: query.get('before') ? { ...state.thread, messages: older, more_before: false } : state.thread,
        },
      ],
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Show older messages' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(4));
    expect(
      fake.calls.filter((call) => call.query.get('before')).map((call) => call.query.get('before')),
    ).toEqual(['11']);
    expect(
      screen.getAllByTestId('message').map((bubble) => bubble.textContent?.split(/You|Ravi/)[0]),
    ).toEqual(['Nine', 'Ten', 'Eleven', 'Twelve']);
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });

  it('says so when the thread is not there, and keeps the way back', async () => {
    mockApi({ [THREAD]: () => [404, { status: false, message: 'Not found' }] });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('This conversation was not found.');
    fireEvent.click(screen.getByRole('link', { name: 'My enquiries' }));
    expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe('/user/enquiries');
  });

  it('reading the thread refreshes the unread count the badges show', async () => {
    let unread = 3;
    const { calls } = api(testThread('seeker'), {
      '/enquiries/unread': () => [200, { status: true, data: { unread } }],
      [THREAD]: (_body, _query, state) => {
        unread = 0;
        return [200, { status: true, data: state.thread }];
      },
    });
    function Badge() {
      return <output data-testid="badge">{useUnreadCount()}</output>;
    }
    renderPage(
      <>
        <Badge />
        <ThreadView threadId={5} backTo="/user/enquiries" backLabel="My enquiries" />
      </>,
    );
    await screen.findByRole('link', { name: 'Asha PG' });
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('0'));
    // Asked once by the badge (3, before the thread was read) and again after the thread came.
    expect(calls.filter((call) => call.path === '/enquiries/unread')).toHaveLength(2);
  });

  describe('reads like a chat', () => {
    /** Where the page was scrolled to: the elements scrollIntoView was called on, in order, and how. */
    let scrolled: Element[];
    let how: unknown[];
    const original = Element.prototype.scrollIntoView;
    beforeEach(() => {
      scrolled = [];
      how = [];
      Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
        scrolled.push(this);
        how.push(options);
      };
    });
    afterEach(() => {
      Element.prototype.scrollIntoView = original;
    });
    const replyForm = () => screen.getByRole('form', { name: 'Reply' });

    it('opens at the latest message with the reply box in view, and follows a message sent', async () => {
      const start = testThread('owner', {
        messages: Array.from({ length: 12 }, (_, i) =>
          message(i + 1, i % 2 ? 'owner' : 'seeker', `Line ${i + 1}`),
        ),
      });
      api(start, {
        '/enquiries/5/messages': (body) => [
          200,
          {
            status: true,
            data: { ...start, messages: [...start.messages, message(13, 'owner', String(body.message))] },
          },
        ],
      });
      show();
      await screen.findByRole('link', { name: 'Asha PG' });
      // The end of the messages goes to the bottom of the screen, above the reply box that stays there.
      const list = screen.getByTestId('thread-messages');
      await waitFor(() => expect(scrolled).toEqual([list]));
      expect(how).toEqual([{ block: 'end' }]);
      expect(list.style.scrollMarginBottom).toBe('16px');
      const form = replyForm();
      expect(list.nextElementSibling).toBe(form);
      expect(getComputedStyle(form).position).toBe('sticky');
      const bubbles = within(list).getAllByTestId('message');
      expect(bubbles[bubbles.length - 1]!.textContent).toContain('Line 12');

      fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), {
        target: { value: 'See you' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(13));
      await waitFor(() => expect(scrolled).toHaveLength(2));
      expect(scrolled[1]).toBe(screen.getByTestId('thread-messages'));
    });

    it('stays where the reader is when older messages load or their own visit move lands', async () => {
      const start = testThread('owner', {
        visit: testVisit('requested', { date: visitDates()[1]! }),
        messages: [message(11, 'seeker', 'Eleven'), message(12, 'owner', 'Twelve')],
        more_before: true,
      });
      api(start, {
        [THREAD]: (_body, query, state) => [
          200,
          {
            status: true,
            data: query.get('before')
              ? { ...state.thread, messages: [message(10, 'owner', 'Ten')], more_before: false }
              : state.thread,
          },
        ],
        '/enquiries/5/visit': () => [
          200,
          {
            status: true,
            data: {
              ...start,
              visit: testVisit('confirmed', { date: visitDates()[1]! }),
              messages: [...start.messages, message(13, 'owner', 'Visit confirmed', 'visit')],
            },
          },
        ],
      });
      show();
      await waitFor(() => expect(scrolled).toHaveLength(1));
      fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
      await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await screen.findByTestId('system-line');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(scrolled).toHaveLength(1);
    });

    it("shows the owner the seeker's name and number as one tap-to-call link at the top", async () => {
      api(testThread('owner', { seeker_contact: { name: 'Meera Nair', phone: '9123456780' } }));
      show();
      const call = await screen.findByRole('link', { name: /Call Meera Nair/ });
      expect(call.getAttribute('href')).toBe('tel:9123456780');
      expect(call.textContent).toBe('Call Meera Nair9123456780');
      expect(screen.getByTestId('thread-with').textContent).toBe('Enquiry from: Meera Nair');
      // At the top: in the thread's header, before the visit, the messages and the reply box.
      expect(screen.getByRole('banner').contains(call)).toBe(true);
    });

    it('gives the seeker no call link to themselves, and an owner without the number none', async () => {
      api(testThread('seeker'));
      const { unmount } = show();
      await screen.findByRole('link', { name: 'Asha PG' });
      expect(screen.queryByTestId('seeker-call')).toBeNull();
      expect(screen.queryByRole('link', { name: /^Call / })).toBeNull();
      unmount();
      api(testThread('owner', { seeker_contact: null }));
      show();
      await screen.findByRole('link', { name: 'Asha PG' });
      expect(screen.queryByTestId('seeker-call')).toBeNull();
      expect(screen.getByTestId('thread-with').textContent).toBe('Enquiry from: Meera');
    });
  });
});
