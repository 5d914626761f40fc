import { type LandingFigures, summarize } from './landing';

const figures = (change: Partial<LandingFigures> = {}): LandingFigures => ({
  count: 27,
  priced: 27,
  price_min: 6500,
  price_max: 18000,
  food: 12,
  female: 12,
  male: 9,
  other: 6,
  verified: 5,
  rated: 8,
  reviews: 27,
  average: 4.26,
  ...change,
});

describe('summarize: the landing page text, from its figures only', () => {
  it('says how many, their starting prices, who for, meals, Verified and reviews', () => {
    expect(summarize('PG', 'Koramangala, Bengaluru', figures())).toEqual([
      '27 PG listings in Koramangala, Bengaluru, with starting prices from Rs. 6,500 to Rs. 18,000 a month.',
      '12 are for girls, 9 for boys and 6 co-ed.',
      '12 of the 27 serve meals.',
      "5 of the 27 are Verified: Basera's team checked them by a call or a visit.",
      '8 of the 27 have reviews: 4.3 ★ on average over 27 reviews.',
    ]);
  });

  it('one listing reads in the singular; what nobody has (Verified, reviews) is left out', () => {
    expect(
      summarize(
        'Room',
        'Pune',
        figures({
          count: 1,
          priced: 1,
          price_min: 8000,
          price_max: 8000,
          food: 0,
          female: 0,
          male: 1,
          other: 0,
          verified: 0,
          rated: 0,
          reviews: 0,
          average: null,
        }),
      ),
    ).toEqual([
      '1 Room Sharing listing in Pune, from Rs. 8,000 a month.',
      'It is for boys.',
      'It serves no meals.',
    ]);
  });

  it('all of them, both of them, and listings that give no price', () => {
    expect(
      summarize(
        'Hostel',
        'Pune',
        figures({
          count: 2,
          priced: 2,
          price_min: 5000,
          price_max: 5000,
          food: 2,
          female: 2,
          male: 0,
          other: 0,
          verified: 2,
          rated: 2,
          reviews: 1,
        }),
      ),
    ).toEqual([
      '2 Hostel listings in Pune, each from Rs. 5,000 a month.',
      'Both are for girls.',
      'Both serve meals.',
      "Both are Verified: Basera's team checked them by a call or a visit.",
      'Both have reviews: 4.3 ★ on average over 1 review.',
    ]);
    const unpriced = summarize(
      'Mess',
      'Pune',
      figures({
        count: 5,
        priced: 3,
        price_min: 2500,
        price_max: 3000,
        food: 5,
        female: 5,
        male: 0,
        other: 0,
      }),
    );
    expect(unpriced.slice(0, 3)).toEqual([
      '5 Mess listings in Pune; the 3 that give a price start from Rs. 2,500 to Rs. 3,000 a month.',
      'All 5 are for girls.',
      'All 5 serve meals.',
    ]);
    expect(summarize('PG', 'Pune', figures({ priced: 0, price_min: null, price_max: null }))[0]).toBe(
      '27 PG listings in Pune.',
    );
    expect(summarize('PG', 'Pune', figures({ count: 0 }))).toEqual([]);
  });
});
