// Answers of GET /admin/users and /admin/users/:id for the users tests (jest only).
import type { AdminUserDetail, AdminUserSummary } from '@basera/shared/schemas';
import { daysAgo, summary } from '../listings/fixtures';

export function userRow(id: number, name: string, change: Partial<AdminUserSummary> = {}): AdminUserSummary {
  return {
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.in`,
    phone: `98765000${String(id).padStart(2, '0')}`,
    user_type: 'Lister',
    created_at: '2026-10-01T10:00:00.000Z',
    banned_at: null,
    listings_count: 2,
    ...change,
  };
}

export function userDetail(change: Partial<AdminUserDetail['user']> = {}): AdminUserDetail {
  return {
    user: { ...userRow(51, 'Ravi Kumar'), ban_reason: null, avatar: null, ...change },
    listings: [summary(11, 'Lotus PG', { review: 'approved' }), summary(12, 'Lotus Annexe')],
    threads: [{ id: 90, listing_name: 'Lotus PG', other_party: 'Asha Rao', last_message_at: daysAgo(1) }],
    reports_made: [],
    reports_received: [
      {
        id: 5,
        kind: 'listing',
        reason: 'broker',
        reason_label: 'Broker posing as owner',
        note: 'Said he is an agent',
        status: 'open',
        created_at: daysAgo(2),
        resolution: null,
        reporter: { id: 7, name: 'Asha Rao', email: 'asha@example.in' },
        listing: summary(11, 'Lotus PG', { review: 'approved' }),
        thread: null,
        reported_user: { id: 51, name: 'Ravi Kumar', email: 'ravi@example.in', banned_at: null },
      },
    ],
    events: [{ kind: 'login', detail: null, ip: '203.0.113.9', created_at: daysAgo(0.5) }],
  };
}
