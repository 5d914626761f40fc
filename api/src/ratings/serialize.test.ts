import { REVIEW_EDIT_DAYS } from '@basera/shared/schemas';
import {
  type ReviewRow,
  reviewAuthorName,
  serializeReview,
  toAdminReviewItem,
  toListingReview,
} from './serialize';

const DAY = 86_400_000;
const written = new Date('2026-11-01T10:00:00Z');

const row = (change: Partial<ReviewRow> = {}): ReviewRow => ({
  id: '7',
  property_id: '42',
  author_id: '9',
  basis: 'visited',
  rating: 4,
  food_rating: 3,
  cleanliness_rating: 5,
  safety_rating: 4,
  owner_rating: 2,
  body: 'Good food.\nThe warden locks the gate at 10.',
  recommend: true,
  created_at: written,
  updated_at: written,
  hidden_at: null,
  hidden_reason: null,
  reply_body: null,
  reply_at: null,
  reply_updated_at: null,
  author_fname: 'Meera',
  author_lname: 'nair',
  author_email: 'meera@example.in',
  owner_id: '3',
  accommodation_name: 'Sunrise Ladies PG',
  property_type: 'PG',
  locality: 'Koramangala',
  city_name: 'Bengaluru',
  photo: 'p1.jpg',
  ...change,
});

describe('review serializer', () => {
  it('signs a review with the first name and the last initial only', () => {
    expect(reviewAuthorName('Meera', 'nair')).toBe('Meera N.');
    expect(reviewAuthorName(' Meera ', '')).toBe('Meera');
    expect(reviewAuthorName(null, null)).toBe('A resident');
    expect(toListingReview(row()).author_name).toBe('Meera N.');
    expect(JSON.stringify(toListingReview(row()))).not.toContain('nair');
    expect(JSON.stringify(toListingReview(row()))).not.toContain('meera@example.in');
  });

  it('gives the public shape: numbers, the categories, "Edited" only after a change, the reply', () => {
    expect(toListingReview(row())).toEqual({
      id: 7,
      property_id: 42,
      author_name: 'Meera N.',
      basis: 'visited',
      rating: 4,
      categories: { food: 3, cleanliness: 5, safety: 4, owner: 2 },
      body: 'Good food.\nThe warden locks the gate at 10.',
      recommend: true,
      created_at: written.toISOString(),
      updated_at: written.toISOString(),
      edited: false,
      reply: null,
    });
    const later = new Date(written.getTime() + 60_000);
    const changed = toListingReview(
      row({ updated_at: later, reply_body: 'Thank you!', reply_at: later, reply_updated_at: null }),
    );
    expect(changed.edited).toBe(true);
    expect(changed.reply).toEqual({
      body: 'Thank you!',
      created_at: later.toISOString(),
      updated_at: later.toISOString(),
    });
  });

  it('opens the edit windows for 14 days and closes them after', () => {
    const inside = new Date(written.getTime() + (REVIEW_EDIT_DAYS - 1) * DAY);
    const after = new Date(written.getTime() + REVIEW_EDIT_DAYS * DAY + 1);
    const end = new Date(written.getTime() + REVIEW_EDIT_DAYS * DAY).toISOString();
    const open = serializeReview(row(), 'https://x.in/storage/properties/', inside);
    expect(open).toMatchObject({
      editable_until: end,
      reply_editable_until: null,
      hidden_at: null,
      hidden_reason: null,
      listing: {
        id: 42,
        accommodation_name: 'Sunrise Ladies PG',
        property_type: 'PG',
        locality: 'Koramangala',
        city_name: 'Bengaluru',
        photo: 'https://x.in/storage/properties/p1.jpg',
      },
    });
    expect(serializeReview(row(), '', after).editable_until).toBeNull();
    const replied = row({ reply_body: 'Thanks', reply_at: inside });
    expect(serializeReview(replied, '', after).reply_editable_until).toBe(
      new Date(inside.getTime() + REVIEW_EDIT_DAYS * DAY).toISOString(),
    );
    const hidden = serializeReview(
      row({ hidden_at: inside, hidden_reason: 'Abusive', photo: null }),
      '',
      inside,
    );
    expect(hidden).toMatchObject({ hidden_reason: 'Abusive', hidden_at: inside.toISOString() });
    expect(hidden.listing.photo).toBeNull();
  });

  it("gives operators the author's full name and email", () => {
    expect(toAdminReviewItem(row(), '', written).author).toEqual({
      id: 9,
      name: 'Meera nair',
      email: 'meera@example.in',
    });
  });
});
