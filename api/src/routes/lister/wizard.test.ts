import { LISTING_LIMITS, LISTING_MESSAGES as M } from '@basera/shared/schemas';
import { testDatabaseKinds } from '../../test/databases';
import {
  addPhotoRow,
  addressBody,
  call,
  featuresBody,
  foodBody,
  makeUser,
  messDetailsBody,
  otherDetailsBody,
  pricingBody,
  roomDetailsBody,
  type TestUser,
  useListingSuite,
  walkWizard,
} from '../../test/listing-fixtures';

describe.each(testDatabaseKinds)('listing wizard steps 1 to 6 on %s', (kind) => {
  const t = useListingSuite(kind);

  const post = (url: string, body: unknown, user: TestUser | null = t.lister) =>
    call(t, 'POST', url, user, body);
  /** Posts a body the endpoint must refuse: 422 with these field errors (`exactly`: and no others). */
  const refuse = async (url: string, body: unknown, errors: Record<string, string[]>, exactly = false) => {
    const res = await post(url, body);
    expect([url, res.status]).toEqual([url, 422]);
    if (exactly) expect(res.body.errors).toEqual(errors);
    else expect(res.body.errors).toMatchObject(errors);
  };
  /** Posts a body the endpoint must save: 200, with `message` when given; answers the saved listing. */
  const save = async (url: string, body: unknown, message?: string) => {
    const res = await post(url, body);
    expect([url, res.status]).toEqual([url, 200]);
    if (message !== undefined) expect(res.body.message).toBe(message);
    return res.body.data;
  };
  const own = async (id: number, user = t.lister) => {
    const res = await call(t, 'GET', `/get-own-property/${id}`, user);
    expect(res.status).toBe(200);
    return res.body.data.property;
  };

  describe('step 1: address', () => {
    it('creates a draft and returns its post id, then updates it', async () => {
      const created = await post('/add-property-address', addressBody(t.places, 'Room'));
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({
        status: true,
        message: 'Address & Contact No saved',
        post_id: expect.any(Number),
      });
      const id = created.body.post_id;
      expect(created.body.data).toMatchObject({
        id,
        post_id: id,
        listing_id: `BSR-RO-${1000 + id}`,
        status: 'draft',
        wizard_step: 1,
        property_type: 'Room',
        state_id: t.places.stateId,
        city_id: t.places.cityId,
        state_name: expect.stringContaining('Karnataka'),
        city_name: 'Bengaluru',
        address_line_2: null,
        contact_no_2: null,
        lat: 12.9352,
        photo_items: [],
        expires_at: null,
      });
      const { rows } = await t.db.query<{ owner_id: string }>(
        'SELECT owner_id FROM properties WHERE id = $1',
        [id],
      );
      expect(Number(rows[0]!.owner_id)).toBe(t.lister.id);

      const updated = await save('/add-property-address', {
        ...addressBody(t.places, 'Room'),
        id,
        accommodation_name: 'Sunrise Rooms',
        state_id: t.places.otherStateId,
        city_id: t.places.otherCityId,
        lat: '',
        long: '',
      });
      expect(updated).toMatchObject({
        id,
        accommodation_name: 'Sunrise Rooms',
        city_name: 'Kochi',
        lat: null,
        wizard_step: 1,
      });
      const again = await own(id);
      expect(again.accommodation_name).toBe('Sunrise Rooms');
    });

    it('gives each draft its own listing id', async () => {
      const a = await post('/add-property-address', addressBody(t.places, 'Hostel'));
      const b = await post('/add-property-address', addressBody(t.places, 'Hostel'));
      expect(a.body.data.listing_id).toMatch(/^BSR-HO-\d+$/);
      expect(a.body.data.listing_id).not.toBe(b.body.data.listing_id);
    });

    it('answers each missing or wrong field with its message', async () => {
      await refuse(
        '/add-property-address',
        {
          property_type: 'Villa',
          postal_code: '012345',
          contact_no_1: '12345',
          contact_no_2: '12345',
          lat: '12.9',
        },
        {
          property_type: [M.typeInvalid],
          accommodation_name: [M.nameRequired],
          state_id: [M.stateRequired],
          city_id: [M.cityRequired],
          locality: [M.localityRequired],
          address_line_1: [M.addressRequired],
          postal_code: [M.postalInvalid],
          contact_no_1: [M.contactInvalid],
        },
      );
    });

    it(`lets a Lister start ${LISTING_LIMITS.draftsPerDay} new drafts a day, then 429 with Retry-After`, async () => {
      const busy = await makeUser(t);
      const drafts = async () =>
        Number(
          (
            await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM properties WHERE owner_id = $1', [
              busy.id,
            ])
          ).rows[0]!.n,
        );
      // A request refused for its place makes no draft, and does not count.
      const unknownPlace = await post(
        '/add-property-address',
        { ...addressBody(t.places), state_id: 99_999_999 },
        busy,
      );
      expect(unknownPlace.status).toBe(422);
      let first = 0;
      for (let i = 0; i < LISTING_LIMITS.draftsPerDay; i += 1) {
        const res = await post('/add-property-address', addressBody(t.places), busy);
        expect([i, res.status]).toEqual([i, 200]);
        first ||= res.body.post_id;
      }
      const refused = await post('/add-property-address', addressBody(t.places), busy);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(23 * 3600);
      expect(refused.body).toMatchObject({ status: false, message: M.draftsThrottled(retryAfter) });
      expect(refused.body.message).toMatch(/^You can start 10 new listings a day\./);
      expect(await drafts()).toBe(LISTING_LIMITS.draftsPerDay);
      // Going on with a draft already made is not a new one.
      const update = { ...addressBody(t.places), id: first, accommodation_name: 'Kept going' };
      expect((await post('/add-property-address', update, busy)).status).toBe(200);
      // Another Lister is not held back by this one.
      expect((await post('/add-property-address', addressBody(t.places), await makeUser(t))).status).toBe(
        200,
      );
    });

    it('refuses a city of another state, and an unknown state', async () => {
      await refuse(
        '/add-property-address',
        {
          ...addressBody(t.places),
          city_id: t.places.otherCityId,
        },
        { city_id: [M.cityOfState] },
        true,
      );
      await refuse(
        '/add-property-address',
        { ...addressBody(t.places), state_id: 99_999_999 },
        { state_id: [M.stateUnknown] },
        true,
      );
    });

    it('keeps the type of a listing fixed', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
      await refuse(
        '/add-property-address',
        { ...addressBody(t.places, 'Mess'), id },
        { property_type: [M.typeFixed] },
        true,
      );
      expect((await own(id)).property_type).toBe('PG');
    });
  });

  describe('who may save', () => {
    let id: number;
    beforeAll(async () => {
      id = await walkWizard(t, t.lister, t.places, 'PG', 2);
    });

    const endpoints = (postId: number): Array<[string, string, unknown]> => [
      ['POST', '/add-property-address', { ...addressBody(t.places), id: postId }],
      ['POST', '/add-property-details', roomDetailsBody(postId)],
      ['POST', '/add-property-pricing', pricingBody(postId)],
      ['POST', '/add-property-food', foodBody(postId)],
      ['POST', '/add-property-features', featuresBody(postId, t.places)],
      ['POST', '/add-property-other-details', otherDetailsBody(postId)],
      ['POST', '/property-beds', { id: postId, beds: roomDetailsBody(postId).beds }],
      ['GET', `/get-own-property/${postId}`, undefined],
      ['GET', `/property-photos/${postId}`, undefined],
      ['PUT', `/property-photos/${postId}/order`, { photo_ids: [1] }],
      ['DELETE', `/property-photos/${postId}/1`, undefined],
    ];

    it('answers 401 without a token, 403 to a Customer, 404 to another Lister', async () => {
      const customer = await makeUser(t, 'Customer');
      const other = await makeUser(t);
      for (const [method, url, body] of endpoints(id)) {
        const m = method as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const anonymous = await call(t, m, url, null, body);
        expect([url, anonymous.status]).toEqual([url, 401]);
        const asCustomer = await call(t, m, url, customer, body);
        expect([url, asCustomer.status, asCustomer.body.message]).toEqual([
          url,
          403,
          'Only a Lister can list properties.',
        ]);
        if (url === '/add-property-address') continue;
        const asOther = await call(t, m, url, other, body);
        expect([url, asOther.status, asOther.body.message]).toEqual([url, 404, 'Property not found']);
      }
      // Another Lister cannot take over a listing through step 1 either.
      const takeover = await post('/add-property-address', { ...addressBody(t.places), id }, other);
      expect(takeover.status).toBe(404);
      // Nothing changed.
      expect((await own(id)).wizard_step).toBe(2);
    });

    it('answers 404 for a listing that does not exist', async () => {
      const res = await post('/add-property-pricing', pricingBody(987_654_321));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Property not found');
    });
  });

  describe('step order', () => {
    it('opens a step only once the one before it is saved, and never moves progress back', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
      const early = await post('/add-property-pricing', pricingBody(id));
      expect(early.status).toBe(422);
      expect(early.body.message).toBe('Complete "PG Accommodation Details" first');
      const food = await post('/add-property-food', foodBody(id));
      expect(food.body.message).toBe('Complete "PG Accommodation Details" first');

      const details = await save(
        '/add-property-details',
        roomDetailsBody(id),
        'PG Accommodation Details saved',
      );
      expect(details.wizard_step).toBe(2);
      const pricing = await post('/add-property-pricing', pricingBody(id));
      expect(pricing.body.data.wizard_step).toBe(3);
      // Going back to step 1 or 2 keeps the progress.
      const back = await post('/add-property-details', roomDetailsBody(id));
      expect(back.body.data.wizard_step).toBe(3);
      const skip = await post('/add-property-other-details', otherDetailsBody(id));
      expect(skip.status).toBe(422);
      expect(skip.body.message).toBe('Complete "Food" first');
    });

    it('names the Mess step by its type', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'Mess', 1);
      const res = await post('/add-property-pricing', pricingBody(id));
      expect(res.body.message).toBe('Complete "Mess Details" first');
    });
  });

  describe('step 2: details', () => {
    it('saves rooms and beds for a PG, with free beds counted', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
      const res = await save('/add-property-details', roomDetailsBody(id));
      expect(res).toMatchObject({
        accommodation_gender: 'Female',
        accommodation_occupation: 'Student, Employee',
        minimum_age: 18,
        room_air_conditioning_status: 'AC, Non-AC',
        room_occupation_status: 'Double, Triple',
        total_rooms_ac: 4,
        total_rooms_non_ac: 6,
        total_rooms_with_cooler: 0,
        accommodation_in_floors: 'Ground to 2nd',
        parking_type: 'Open',
        beds: [
          { sharing: 'Double', total_beds: 8, free_beds: 2, available_from: '2020-01-01' },
          { sharing: 'Triple', total_beds: 18, free_beds: 0, available_from: null },
        ],
        free_beds_now: 2,
      });
    });

    it('answers the room fields with their messages', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'Hostel', 1);
      await refuse(
        '/add-property-details',
        {
          id,
          room_air_conditioning_status: [],
          total_rooms_ac: '0',
          beds: [
            { sharing: 'Single', total_beds: 2, free_beds: 3, available_from: '2020-01-01' },
            { sharing: 'Single', total_beds: 2, free_beds: 1 },
          ],
        },
        {
          accommodation_gender: [M.genderRequired],
          accommodation_occupation: [M.occupationRequired],
          room_sharing_status: [M.sharingRequired],
          room_air_conditioning_status: [M.acRequired],
          toilet_facilities: [M.toiletRequired],
          'beds.0.free_beds': [M.freeMoreThanTotal],
          'beds.1.available_from': [M.freeFromRequired],
          'beds.1.sharing': [M.bedsDuplicate],
        },
      );
      expect((await own(id)).wizard_step).toBe(1);
    });

    it('saves cuisines and meal times for a Mess, which give its meals served', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'Mess', 1);
      await refuse('/add-property-details', roomDetailsBody(id), {
        cuisine: [M.cuisineRequired],
        meal_timings: [M.mealsRequired],
      });
      const bad = await post('/add-property-details', {
        ...messDetailsBody(id),
        meal_timings: [{ meal: 'Lunch', from: '14:00', to: '12:00' }],
      });
      expect(bad.body.errors).toEqual({ 'meal_timings.0.to': [M.timeOrder] });
      const res = await save('/add-property-details', messDetailsBody(id), 'Mess Details saved');
      expect(res).toMatchObject({
        cuisine: ['South Indian', 'North Indian'],
        meal_timings: messDetailsBody(id).meal_timings,
        food_meals: ['Breakfast', 'Dinner'],
        food_served: 'Breakfast, Dinner',
        accommodation_gender: 'Male',
      });
    });
  });

  describe('step 3: pricing', () => {
    it('saves the charges, and answers a price out of range', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'PG', 2);
      await refuse(
        '/add-property-pricing',
        { id, monthly_charge_min: '100', notice_period_days: '400' },
        {
          monthly_charge_min: [M.priceRange],
          price_with_food: [M.withFoodRequired],
          notice_period_days: [M.noticeRange],
        },
      );
      const res = await save(
        '/add-property-pricing',
        { ...pricingBody(id), security_deposit: '' },
        'Pricing saved',
      );
      expect(res).toMatchObject({
        monthly_charge_min: 8500,
        price_with_food: 'Yes',
        booking_advance_status: 'One month rent',
        security_deposit: null,
        notice_period_days: 30,
      });
    });
  });

  describe('step 4: food', () => {
    it('saves meals in the order of a day, diet and menu, and the comma-separated food_served', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'PG', 3);
      await refuse(
        '/add-property-food',
        { id, food_meals: ['Lunch'] },
        { food_type: [M.dietRequired] },
        true,
      );
      const res = await save('/add-property-food', foodBody(id));
      expect(res).toMatchObject({
        food_meals: ['Breakfast', 'Lunch'],
        food_served: 'Breakfast, Lunch',
        food_type: 'Veg',
        food_menu: { Monday: 'Idli, sambar; rice, dal' },
      });
    });

    it('with no meals clears diet and menu and leaves the price as it was', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'Room', 4);
      const res = await save('/add-property-food', { id, food_meals: [], food_type: 'Veg', food_menu: {} });
      expect(res).toMatchObject({
        food_meals: [],
        food_served: null,
        food_type: null,
        food_menu: null,
        price_with_food: 'Yes',
      });
    });

    it('for a Mess keeps the meals of its meal times', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'Mess', 3);
      const res = await save('/add-property-food', { ...foodBody(id), food_meals: ['Snacks'] });
      expect(res).toMatchObject({
        food_meals: ['Breakfast', 'Dinner'],
        food_served: 'Breakfast, Dinner',
        food_type: 'Veg',
      });
    });
  });

  describe('step 5: features', () => {
    it('lists the catalogs without signing in', async () => {
      const res = await call(t, 'GET', '/amenities-facilities', null);
      expect(res.status).toBe(200);
      const amenityIds = res.body.data.amenities.map((item: { id: number }) => item.id);
      expect(amenityIds).toEqual(expect.arrayContaining(t.places.amenityIds));
      expect(res.body.data.facilities[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        icon: expect.any(String),
      });
    });

    it('needs a photo, refuses unknown ids, and replaces the choice', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'PG', 4);
      await refuse('/add-property-features', featuresBody(id, t.places), { photos: [M.photoRequired] }, true);
      await addPhotoRow(t, id);
      await refuse(
        '/add-property-features',
        { id, amenities: [t.places.amenityIds[0], 99_999_999], facilities: [99_999_998] },
        { amenities: [M.catalogUnknown], facilities: [M.catalogUnknown] },
        true,
      );

      const first = await save(
        '/add-property-features',
        featuresBody(id, t.places),
        'Facilities & Amenities saved',
      );
      expect(first.wizard_step).toBe(5);
      expect(first.amenities.map((a: { id: number }) => a.id)).toEqual(t.places.amenityIds.slice(0, 2));
      const second = await post('/add-property-features', {
        id,
        amenities: [t.places.amenityIds[2], t.places.amenityIds[2]],
        facilities: [],
      });
      expect(second.body.data.amenities).toEqual([
        { id: t.places.amenityIds[2], amenities_name: expect.stringContaining('Washing'), image: 'icon.svg' },
      ]);
      expect(second.body.data.facilities).toEqual([]);
    });
  });

  describe('step 6: other details', () => {
    it('saves the details and house rules, with distance_from_road from the metres', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'PG', 5);
      await refuse(
        '/add-property-other-details',
        { id, pg_description: 'Too short', video_link: 'http://example.in/video' },
        {
          pg_description: [M.descriptionMin],
          distance_in_meters: [M.distanceRequired],
          water_availability: [M.waterRequired],
          video_link: [M.videoInvalid],
        },
      );
      const res = await save(
        '/add-property-other-details',
        {
          ...otherDetailsBody(id),
          distance_in_meters: '1500',
          affiliation_details: 'Not affiliated, so dropped',
        },
        'Other Details saved',
      );
      expect(res).toMatchObject({
        wizard_step: 6,
        distance_in_meters: 1500,
        distance_from_road: '1.5 km',
        gate_closing_time: '22:30',
        visitors_allowed: 'Common areas only',
        affiliated: 'No',
        affiliation_details: null,
      });
      const onRoad = await post('/add-property-other-details', {
        ...otherDetailsBody(id),
        distance_in_meters: 0,
      });
      expect(onRoad.body.data.distance_from_road).toBe('On main road');
    });

    it('takes a video from YouTube or Vimeo only: any other host is 422 under video_link', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'PG', 5);
      for (const link of [
        'https://example.com/tour.mp4',
        'https://youtube.com.example.net/watch?v=dQw4w9WgXcQ',
      ])
        await refuse(
          '/add-property-other-details',
          { ...otherDetailsBody(id), video_link: link },
          { video_link: [M.videoInvalid] },
          true,
        );
      expect((await own(id)).video_link).toBeNull();
      for (const link of ['https://vimeo.com/76979871', 'https://youtu.be/dQw4w9WgXcQ']) {
        const saved = await save('/add-property-other-details', {
          ...otherDetailsBody(id),
          video_link: link,
        });
        expect(saved.video_link).toBe(link);
      }
    });
  });

  describe('own listing', () => {
    it('returns every step data, the effective status and the photo bases', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'PG', 6);
      const res = await call(t, 'GET', `/get-own-property/${id}`, t.lister);
      expect(res.status).toBe(200);
      expect(res.body.data.photoPath).toMatch(/\/storage\/properties\/$/);
      expect(res.body.data.galleryPaths).toBe(res.body.data.photoPath);
      const property = res.body.data.property;
      expect(property).toMatchObject({
        id,
        status: 'draft',
        wizard_step: 6,
        state_id: t.places.stateId,
        city_id: t.places.cityId,
        accommodation_name: 'Sunrise Comfort PG',
        beds: roomDetailsBody(id).beds.map((bed) => ({ ...bed, available_from: bed.available_from || null })),
        free_beds_now: 2,
        monthly_charge_min: 8500,
        food_served: 'Breakfast, Lunch',
        pg_description: otherDetailsBody(id).pg_description,
        distance_from_road: '350 m',
        photo: 'seeded-photo.jpg',
        gallery: [],
        photo_items: [{ id: expect.any(Number), file_name: 'seeded-photo.jpg' }],
        expires_at: null,
      });
      expect(property.amenities).toHaveLength(2);
      expect(property).not.toHaveProperty('owner_id');
      expect(property).not.toHaveProperty('search_vector');
    });

    it('reads "expired" for a listing whose subscription ran out', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
      await t.db.query(
        `UPDATE properties SET status = 'active', expires_at = now() - interval '1 day' WHERE id = $1`,
        [id],
      );
      expect((await own(id)).status).toBe('expired');
    });

    it('saves an edit of a published listing at once, for the public too', async () => {
      const id = await walkWizard(t, t.lister, t.places, 'PG', 6);
      await t.db.query(
        `UPDATE properties SET status = 'active', wizard_step = 7, expires_at = now() + interval '30 days',
                review = 'approved'
          WHERE id = $1`,
        [id],
      );
      const before = await call(t, 'GET', `/get-own-property/${id}`, t.lister);
      const res = await save('/add-property-pricing', { ...pricingBody(id), monthly_charge_min: '9900' });
      expect(res).toMatchObject({ status: 'active', wizard_step: 7, monthly_charge_min: 9900 });
      expect(new Date(res.updated_at).getTime()).toBeGreaterThanOrEqual(
        new Date(before.body.data.property.updated_at).getTime(),
      );
      const publicView = await call(t, 'GET', `/get-property-details-by-id/${id}`, null);
      expect(publicView.status).toBe(200);
      expect(publicView.body.data.property.monthly_charge_min).toBe(9900);
    });
  });
});
