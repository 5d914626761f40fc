-- Issue 35: a place without a type, newest first (a keyword that names a city or a locality, the results of a
-- city with no type chosen). Migration 027's index has the type between the city and the date, so such a page
-- sorted every listing of the city: "hyderabad" at 1,000,000 listings took 656 ms. In (state, city, date)
-- order the page reads its 12 rows and the count its 1,001, index-only, a locality's contains-match too.
CREATE INDEX properties_public_city_newest_idx ON properties (state_id, city_id, posted_at DESC, id DESC)
  INCLUDE (property_type, expires_at, accommodation_gender, room_sharing_status, room_air_conditioning_status,
           food_meals, monthly_charge_min, verified_at, rating_avg, rating_score, accommodation_occupation,
           price_with_food, food_type, room_occupation_status, featured_until, search_text)
  WHERE status = 'active' AND review = 'approved' AND NOT owner_banned;
