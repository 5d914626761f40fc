import { RATING_MESSAGES, REVIEW_MESSAGES } from '@basera/shared/rules';
import { mockApi, renderPage, signIn, styleAt } from '@basera/shared/testing';
import type { AdminReport } from '@basera/shared/types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { daysAgo, summary } from '../listings/fixtures';
import { adminReview } from '../reviews/fixtures';
import ReportsPage from './ReportsPage';

type Handler = Parameters<typeof mockApi>[0][string];

const listingReport: AdminReport = {
  id: 5,
  kind: 'listing',
  reason: 'money_before_visit',
  reason_label: 'Asks for money before a visit',
  note: 'Wanted 5,000 on UPI before showing the room',
  status: 'open',
  created_at: daysAgo(3),
  resolution: null,
  reporter: { id: 7, name: 'Asha Rao', email: 'asha@example.in' },
  listing: summary(11, 'Lotus PG', { review: 'approved' }),
  thread: null,
  reported_user: { id: 51, name: 'Ravi Kumar', email: 'ravi@example.in', banned_at: null },
};

const threadReport: AdminReport = {
  id: 6,
  kind: 'thread',
  reason: 'abuse',
  reason_label: 'Abusive messages',
  note: '',
  status: 'open',
  created_at: daysAgo(1),
  resolution: null,
  reporter: { id: 52, name: 'Meena Shah', email: 'meena@example.in' },
  listing: null,
  thread: {
    id: 90,
    seeker: { id: 8, name: 'Vikram' },
    owner: { id: 52, name: 'Meena Shah' },
    messages: [
      { from: 'seeker', body: 'Is the room free?', created_at: daysAgo(2) },
      { from: 'owner', body: 'Yes, from Monday.', created_at: daysAgo(1.5) },
      { from: 'seeker', body: 'Rude words here', created_at: daysAgo(1.2) },
    ],
  },
  reported_user: { id: 8, name: 'Vikram', email: 'vikram@example.in', banned_at: null },
};

const reviewReport: AdminReport = {
  id: 8,
  kind: 'review',
  reason: 'offensive',
  reason_label: 'Offensive or abusive',
  note: 'Names the warden and insults him',
  status: 'open',
  created_at: daysAgo(2),
  resolution: null,
  reporter: { id: 9, name: 'Ravi Kumar', email: 'ravi@example.in' },
  listing: summary(11, 'Lotus PG', { review: 'approved' }),
  thread: null,
  review: adminReview({ body: 'The warden is a fool.\nFood was cold every night.' }),
  reported_user: { id: 61, name: 'Meera Nair', email: 'meera@example.in', banned_at: null },
};

const burstReport: AdminReport = {
  ...reviewReport,
  id: 9,
  reason: 'review_burst',
  reason_label: RATING_MESSAGES.burstLabel,
  note: '',
  reporter: null,
  review: adminReview({
    id: 32,
    author_name: 'Kiran P.',
    rating: 5,
    body: 'Best PG in the city, five stars!!',
  }),
  reported_user: { id: 62, name: 'Kiran Patel', email: 'kiran@example.in', banned_at: null },
};

function renderReports(
  routes: Record<string, Handler> = {},
  open: AdminReport[] = [listingReport, threadReport],
) {
  let openReports = open;
  const api = mockApi({
    '/admin/reports': (_, query) => {
      const data =
        query.get('status') === 'open'
          ? openReports
          : query.get('status') === 'dismissed'
            ? [{ ...listingReport, id: 2, status: 'dismissed', resolution: 'Price was right' }]
            : [];
      return [200, { status: true, data, total: data.length, page: 1, per_page: 20 }];
    },
    ...routes,
  });
  signIn('Admin');
  renderPage(<ReportsPage />, { url: '/admin/reports', path: '/admin/reports' });
  const sent = (path: string) => api.calls.filter((call) => call.path === path).map((call) => call.body);
  const reads = () => api.calls.filter((call) => call.path === '/admin/reports').map((call) => call.query);
  return { api, sent, reads, close: (id: number) => (openReports = openReports.filter((r) => r.id !== id)) };
}

const card = (name: string) => screen.getByRole('article', { name });
const LISTING_CARD = 'Report 5: Asks for money before a visit';
const THREAD_CARD = 'Report 6: Abusive messages';
const REVIEW_CARD = 'Report 8: Offensive or abusive';
const BURST_CARD = `Report 9: ${RATING_MESSAGES.burstLabel}`;

async function openDialog(cardName: string, button: string, title: string) {
  fireEvent.click(
    within(await screen.findByRole('article', { name: cardName })).getByRole('button', { name: button }),
  );
  return screen.findByRole('dialog', { name: title });
}

describe('ReportsPage', () => {
  it('lists open reports, oldest first, each beside its listing or its thread', async () => {
    const { reads } = renderReports();
    expect(await screen.findByText('2 open, oldest first')).toBeTruthy();
    expect(reads()[0]?.get('status')).toBe('open');
    const reports = within(screen.getByRole('list', { name: 'Open reports' })).getAllByRole('article', {
      name: /^Report/,
    });
    expect(reports.map((item) => item.getAttribute('aria-label'))).toEqual([LISTING_CARD, THREAD_CARD]);

    const listing = card(LISTING_CARD);
    expect(within(listing).getByText('“Wanted 5,000 on UPI before showing the room”')).toBeTruthy();
    expect(within(listing).getByRole('link', { name: 'Lotus PG' }).getAttribute('href')).toBe(
      '/admin/listings/11',
    );
    expect(within(listing).getByRole('link', { name: 'Ravi Kumar' }).getAttribute('href')).toBe(
      '/admin/users/51',
    );
    expect(within(listing).getByRole('button', { name: 'Suspend listing' })).toBeTruthy();

    const thread = card(THREAD_CARD);
    const messages = within(within(thread).getByRole('list', { name: 'Thread messages' })).getAllByRole(
      'listitem',
    );
    expect(messages.map((item) => item.lastChild?.textContent)).toEqual([
      'Is the room free?',
      'Yes, from Monday.',
      'Rude words here',
    ]);
    // No listing to suspend on a thread report; the other party can be banned.
    expect(within(thread).queryByRole('button', { name: 'Suspend listing' })).toBeNull();
    expect(within(thread).getByRole('button', { name: 'Ban user' })).toBeTruthy();
  });

  it('filters by status', async () => {
    const { reads } = renderReports();
    await screen.findByText('2 open, oldest first');
    fireEvent.click(screen.getByRole('tab', { name: 'Dismissed' }));
    expect(await screen.findByText('Resolution: Price was right')).toBeTruthy();
    expect(reads().at(-1)?.get('status')).toBe('dismissed');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('dismisses after a confirm, with or without a reason, and reloads the list', async () => {
    const { sent, reads, close } = renderReports({
      '/admin/reports/6/dismiss': () => {
        close(6);
        return [200, { status: true, message: REVIEW_MESSAGES.reportDismissed }];
      },
    });
    const dialog = await openDialog(THREAD_CARD, 'Dismiss', 'Dismiss this report?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText(REVIEW_MESSAGES.reportDismissed)).toBeTruthy();
    expect(sent('/admin/reports/6/dismiss')).toEqual([{}]);
    await waitFor(() => expect(screen.queryByRole('article', { name: THREAD_CARD })).toBeNull());
    expect(reads().length).toBeGreaterThan(1);
  });

  it('suspends the listing only with a reason', async () => {
    const { sent, close } = renderReports({
      '/admin/reports/5/suspend-listing': () => {
        close(5);
        return [200, { status: true, message: REVIEW_MESSAGES.reportActioned }];
      },
    });
    const dialog = await openDialog(LISTING_CARD, 'Suspend listing', 'Suspend this listing?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend listing' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeTruthy();
    expect(sent('/admin/reports/5/suspend-listing')).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Asks for money before a visit' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend listing' }));
    expect(await screen.findByText(REVIEW_MESSAGES.reportActioned)).toBeTruthy();
    expect(sent('/admin/reports/5/suspend-listing')).toEqual([{ reason: 'Asks for money before a visit' }]);
  });

  it('bans the reported user with a reason', async () => {
    const { sent } = renderReports({
      '/admin/reports/6/ban-user': () => [200, { status: true, message: REVIEW_MESSAGES.reportUserBanned }],
    });
    const dialog = await openDialog(THREAD_CARD, 'Ban user', 'Ban Vikram?');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Abusive messages to owners' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban user' }));
    expect(await screen.findByText(REVIEW_MESSAGES.reportUserBanned)).toBeTruthy();
    expect(sent('/admin/reports/6/ban-user')).toEqual([{ reason: 'Abusive messages to owners' }]);
  });

  it('says so when someone else closed the report first, and reloads', async () => {
    const { reads, close } = renderReports({
      '/admin/reports/5/dismiss': () => {
        close(5);
        return [409, { status: false, message: REVIEW_MESSAGES.reportClosed }];
      },
    });
    const dialog = await openDialog(LISTING_CARD, 'Dismiss', 'Dismiss this report?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText(REVIEW_MESSAGES.reportClosed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: LISTING_CARD })).toBeNull());
    expect(reads().length).toBe(2);
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    mockApi({
      '/admin/reports': () =>
        fail
          ? [500, { status: false, message: 'boom' }]
          : [200, { status: true, data: [], total: 0, page: 1, per_page: 20 }],
    });
    signIn('Admin');
    renderPage(<ReportsPage />, { url: '/admin/reports', path: '/admin/reports' });
    expect(await screen.findByText('We could not load the reports.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No open reports. Nothing needs a look.')).toBeTruthy();
  });

  describe('a reported review', () => {
    it('shows the review with its text, stars, author and listing, and Hide review beside Dismiss', async () => {
      renderReports({}, [reviewReport]);
      const report = await screen.findByRole('article', { name: REVIEW_CARD });
      expect(within(report).getByRole('heading', { name: 'Offensive or abusive, on a review' })).toBeTruthy();
      expect(within(report).getByText('“Names the warden and insults him”')).toBeTruthy();
      const review = within(report).getByRole('article', { name: 'Meera N., 4 ★' });
      expect(within(review).getByTestId('review-body').textContent).toBe(
        'The warden is a fool.\nFood was cold every night.',
      );
      expect(within(review).getByRole('link', { name: 'Lotus PG' }).getAttribute('href')).toBe(
        '/admin/listings/11',
      );
      // Its author, as the console knows them: full name linking to their page, and email.
      expect(within(report).getByText(/Written by/).textContent).toBe(
        'Written by: Meera Nair (meera@example.in)',
      );
      expect(within(report).getByRole('link', { name: 'Meera Nair' }).getAttribute('href')).toBe(
        '/admin/users/61',
      );
      expect(
        within(report)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([RATING_MESSAGES.hideAction, 'Dismiss', 'Ban user']);
    });

    it('puts the review before its actions on a phone and in reading order, beside them from 768 px', async () => {
      renderReports({}, [reviewReport, listingReport]);
      const report = await screen.findByRole('article', { name: REVIEW_CARD });
      const review = within(report).getByRole('article', { name: 'Meera N., 4 ★' });
      const hide = within(report).getByRole('button', { name: RATING_MESSAGES.hideAction });
      expect(review.compareDocumentPosition(hide) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      const grid = review.parentElement!.parentElement!;
      expect(styleAt(grid, 'grid-template-areas', 360)).toBe('"info" "side" "actions"');
      expect(styleAt(grid, 'grid-template-areas', 1280)).toBe('"info side" "actions side"');
      // A listing report keeps its buttons above the listing on a phone.
      const listing = card(LISTING_CARD);
      const listingGrid = within(listing).getByRole('article', { name: 'Lotus PG' }).parentElement!
        .parentElement!;
      expect(styleAt(listingGrid, 'grid-template-areas', 360)).toBe('"info" "actions" "side"');
    });

    it('hides the review only with a reason, then reloads the queue', async () => {
      const { sent, reads, close } = renderReports(
        {
          '/admin/reports/8/hide-review': () => {
            close(8);
            return [200, { status: true, message: RATING_MESSAGES.hidden, data: { status: 'actioned' } }];
          },
        },
        [reviewReport],
      );
      const dialog = await openDialog(REVIEW_CARD, RATING_MESSAGES.hideAction, 'Hide this review?');
      fireEvent.click(within(dialog).getByRole('button', { name: RATING_MESSAGES.hideAction }));
      expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeTruthy();
      expect(sent('/admin/reports/8/hide-review')).toEqual([]);
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
        target: { value: 'Insults a named person' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: RATING_MESSAGES.hideAction }));
      expect(await screen.findByText(RATING_MESSAGES.hidden)).toBeTruthy();
      expect(sent('/admin/reports/8/hide-review')).toEqual([{ reason: 'Insults a named person' }]);
      await waitFor(() => expect(screen.queryByRole('article', { name: REVIEW_CARD })).toBeNull());
      expect(reads().length).toBe(2);
    });

    it('says so when the report was closed meanwhile (409), and reloads', async () => {
      const { reads, close } = renderReports(
        {
          '/admin/reports/8/hide-review': () => {
            close(8);
            return [409, { status: false, message: REVIEW_MESSAGES.reportClosed }];
          },
        },
        [reviewReport],
      );
      const dialog = await openDialog(REVIEW_CARD, RATING_MESSAGES.hideAction, 'Hide this review?');
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
        target: { value: 'Insults a named person' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: RATING_MESSAGES.hideAction }));
      expect(await screen.findByText(REVIEW_MESSAGES.reportClosed)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('article', { name: REVIEW_CARD })).toBeNull());
      expect(reads().length).toBe(2);
    });

    it('dismisses a review report like any other', async () => {
      const { sent } = renderReports(
        {
          '/admin/reports/8/dismiss': () => [200, { status: true, message: REVIEW_MESSAGES.reportDismissed }],
        },
        [reviewReport],
      );
      const dialog = await openDialog(REVIEW_CARD, 'Dismiss', 'Dismiss this report?');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
      expect(await screen.findByText(REVIEW_MESSAGES.reportDismissed)).toBeTruthy();
      expect(sent('/admin/reports/8/dismiss')).toEqual([{}]);
    });

    it('reads a burst flag by its label, with no reporter, and lets the listing be suspended', async () => {
      renderReports({}, [burstReport]);
      const report = await screen.findByRole('article', { name: BURST_CARD });
      expect(within(report).getByRole('heading', { name: RATING_MESSAGES.burstLabel })).toBeTruthy();
      expect(within(report).queryByText(/Reported by/)).toBeNull();
      expect(within(report).getByRole('article', { name: 'Kiran P., 5 ★' })).toBeTruthy();
      expect(
        within(report)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([RATING_MESSAGES.hideAction, 'Dismiss', 'Suspend listing', 'Ban user']);
    });

    it('offers no Hide review when the review is hidden already, and says why it is', async () => {
      renderReports({}, [
        { ...reviewReport, review: adminReview({ hidden_reason: 'Spam', hidden_at: daysAgo(1) }) },
      ]);
      const report = await screen.findByRole('article', { name: REVIEW_CARD });
      expect(within(report).getByText(RATING_MESSAGES.hiddenByTeam('Spam'))).toBeTruthy();
      expect(within(report).queryByRole('button', { name: RATING_MESSAGES.hideAction })).toBeNull();
      expect(within(report).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    });
  });
});
