import { CURRENT_PATH_TEST_ID, renderPage } from '@basera/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { testSummary, testVisit } from './fixtures';
import { ThreadList } from './ThreadList';

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem');

describe('ThreadList', () => {
  it('shows each thread: listing, other side, last message, unread count, visit and report', () => {
    const now = Date.now();
    renderPage(
      <ThreadList
        threads={[
          testSummary(1, {
            unread: 2,
            last_message: 'Yes, come on Saturday.\nBring an ID.',
            last_sender: 'owner',
            last_message_at: new Date(now - 5 * 60_000).toISOString(),
            visit: testVisit('confirmed'),
          }),
          testSummary(2, {
            listing_name: 'Lake Hostel',
            other_name: 'Sunil',
            last_sender: 'seeker',
            last_message: 'Is food included?',
            last_message_at: '2026-01-12T10:00:00Z',
            reported: true,
          }),
        ]}
        hrefOf={(thread) => `/user/enquiries/${thread.id}`}
      />,
    );
    const [first, second] = rows();
    expect(within(first!).getByRole('heading').textContent).toBe('Asha PG');
    expect(first!.textContent).toContain('Ravi · Koramangala, Bengaluru');
    expect(within(first!).getByTestId('last-message').textContent).toBe(
      'Yes, come on Saturday.\nBring an ID.',
    );
    expect(within(first!).getByTestId('unread-badge').textContent).toBe('2');
    expect(within(first!).getByText('5 min ago')).toBeTruthy();
    expect(within(first!).getByTestId('visit-state').textContent).toBe('Visit confirmed');
    expect(within(first!).queryByText('Reported')).toBeNull();

    expect(within(second!).getByTestId('last-message').textContent).toBe('You: Is food included?');
    expect(within(second!).queryByTestId('unread-badge')).toBeNull();
    expect(within(second!).getByText('12 Jan 2026')).toBeTruthy();
    expect(within(second!).getByText('Reported')).toBeTruthy();
    expect(within(second!).queryByTestId('visit-state')).toBeNull();
  });

  it('keeps the last message to one line and opens the thread where hrefOf says', () => {
    renderPage(<ThreadList threads={[testSummary(9)]} hrefOf={(thread) => `/user/leads/${thread.id}`} />);
    expect(getComputedStyle(screen.getByTestId('last-message')).textOverflow).toBe('ellipsis');
    const link = screen.getByRole('link', { name: 'Asha PG, Ravi' });
    expect(link.getAttribute('href')).toBe('/user/leads/9');
    fireEvent.click(link);
    expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe('/user/leads/9');
  });

  it('names the unread count for screen readers', () => {
    renderPage(<ThreadList threads={[testSummary(3, { unread: 4 })]} hrefOf={() => '/x'} />);
    expect(screen.getByRole('link', { name: 'Asha PG, Ravi, 4 unread' })).toBeTruthy();
  });

  it('reads the last message, its time and the visit as the link’s description', () => {
    renderPage(
      <ThreadList
        threads={[
          testSummary(3, {
            last_message: 'Yes, come on Saturday.',
            // Three hours before now, whatever day the test runs: the list says "3 hours ago".
            last_message_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
            visit: testVisit('confirmed'),
          }),
        ]}
        hrefOf={() => '/x'}
      />,
    );
    const link = screen.getByRole('link', { description: /Yes, come on Saturday\..+ago.*Visit confirmed/ });
    expect(link.getAttribute('href')).toBe('/x');
  });
});
