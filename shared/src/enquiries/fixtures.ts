import type {
  EnquiryMessage,
  EnquiryThread,
  EnquiryThreadSummary,
  ThreadRole,
  ThreadVisit,
} from '@basera/shared';

/** A message of a test thread. */
export const message = (
  id: number,
  sender: ThreadRole,
  body: string,
  kind: EnquiryMessage['kind'] = 'message',
): EnquiryMessage => ({
  id,
  sender,
  kind,
  body,
  created_at: `2026-11-20T10:${String(id % 60).padStart(2, '0')}:00Z`,
});

/** A thread as GET /enquiries/{id} answers it, for tests (jest only). */
export function testThread(role: ThreadRole, change: Partial<EnquiryThread> = {}): EnquiryThread {
  return {
    id: 5,
    property_id: 42,
    listing_name: 'Asha PG',
    listing_type: 'PG',
    listing_place: 'Koramangala, Bengaluru',
    other_name: role === 'seeker' ? 'Ravi' : 'Meera',
    role,
    status: 'new',
    last_message: 'Is a bed free now?',
    last_message_at: '2026-11-20T10:02:00Z',
    last_sender: 'seeker',
    unread: 0,
    visit: null,
    reported: false,
    created_at: '2026-11-20T10:01:00Z',
    messages: [message(1, 'seeker', 'Is a bed free now?'), message(2, 'owner', 'Yes, one bed.')],
    more_before: false,
    contact_no: role === 'seeker' ? '9876543210' : null,
    seeker_contact: role === 'owner' ? { name: 'Meera Nair', phone: '9123456780' } : null,
    ...change,
  };
}

export const testVisit = (state: ThreadVisit['state'], change: Partial<ThreadVisit> = {}): ThreadVisit => ({
  date: '2026-11-28',
  slot: '11-13',
  state,
  updated_at: '2026-11-20T10:03:00Z',
  ...change,
});

/** A thread as the lists answer it (no messages, no numbers): a seeker's row in My enquiries. */
export function testSummary(id: number, change: Partial<EnquiryThreadSummary> = {}): EnquiryThreadSummary {
  const {
    messages: _m,
    more_before: _b,
    contact_no: _c,
    ...summary
  } = testThread('seeker', { id, ...change });
  return summary;
}
