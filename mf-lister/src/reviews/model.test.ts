import { CLOSED_AT, OPEN_UNTIL, ownReview, reply } from './fixtures';
import { invitePhone, readReviewsQuery, replyState, reviewsSearch } from './model';

describe('invitePhone', () => {
  it('keeps the 10 digits of an Indian mobile however the lead wrote it', () => {
    expect(invitePhone('9123456780')).toBe('9123456780');
    expect(invitePhone('+91 91234 56780')).toBe('9123456780');
    expect(invitePhone('091234-56780')).toBe('9123456780');
    expect(invitePhone('919123456780')).toBe('9123456780');
  });
  it('leaves anything else as written, for the owner to correct', () => {
    expect(invitePhone('12345')).toBe('12345');
    expect(invitePhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(invitePhone(null)).toBe('');
  });
});

describe('replyState', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('offers a reply to a visible review without one, nothing on a hidden one', () => {
    expect(replyState(ownReview(1), now)).toBe('reply');
    expect(replyState(ownReview(1, { hidden_reason: 'Abuse' }), now)).toBe('none');
    expect(
      replyState(
        ownReview(1, { hidden_reason: 'Abuse', reply: reply('Sorry'), reply_editable_until: OPEN_UNTIL }),
        now,
      ),
    ).toBe('none');
  });
  it('lets a reply be edited until its window ends, then it is fixed', () => {
    const answered = ownReview(1, { reply: reply('Thanks') });
    expect(replyState({ ...answered, reply_editable_until: OPEN_UNTIL }, now)).toBe('edit');
    expect(replyState({ ...answered, reply_editable_until: CLOSED_AT }, now)).toBe('closed');
    expect(replyState({ ...answered, reply_editable_until: null }, now)).toBe('closed');
  });
});

describe('the address of the reviews page', () => {
  it('reads what it wrote, and anything unknown as every listing, page 1', () => {
    expect(reviewsSearch({ listing: 7, page: 2 }).toString()).toBe('listing=7&page=2');
    expect(readReviewsQuery(new URLSearchParams('listing=7&page=2'))).toEqual({ listing: 7, page: 2 });
    expect(readReviewsQuery(new URLSearchParams('listing=x&page=-1'))).toEqual({ listing: null, page: 1 });
    expect(reviewsSearch({ listing: null, page: 1 }).toString()).toBe('');
  });
});
