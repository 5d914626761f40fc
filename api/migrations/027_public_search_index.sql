-- Issue 35: a filtered search reads its page and its capped count (up to 1,001 matches) from one place, state,
-- city and type first, then the seeker's filters. Over the listing rows each match was a heap visit (the copies
-- of a city's listings lie all over the table): at 100,000 listings a count of a state + city + type took 7.5 ms
-- over 1,005 buffers, a page 13.6 ms over 1,681, a count with gender and sharing 20.6 ms over 4,037. This index
-- holds only public-state rows (the fixed half of PUBLIC_LISTING; expires_at is in it for the other half) with
-- every column the filters read, newest first inside a place: the same reads became index-only scans of 0.3 ms,
-- 0.03 ms and 2.6 ms (EXPLAIN ANALYZE on the bench database, shared 2-core machine). search_text is in it for
-- the locality a keyword or the location box adds (a contains-match): "malviya nagar" in its city, page and
-- count, 37 ms (a trigram bitmap over 2,770 heap blocks) -> 11.5 ms, index-only.
CREATE INDEX properties_public_search_idx ON properties (state_id, city_id, property_type, posted_at DESC, id DESC)
  INCLUDE (expires_at, accommodation_gender, room_sharing_status, room_air_conditioning_status, food_meals,
           monthly_charge_min, verified_at, rating_avg, rating_score, accommodation_occupation, price_with_food,
           food_type, room_occupation_status, featured_until, search_text)
  WHERE status = 'active' AND review = 'approved' AND NOT owner_banned;

-- Near a place or a point: the box around it over the GiST index of migration 017 visited each listing in the
-- box (a bitmap over 2,777 heap blocks for 5 km around a Pune pin, 22 ms for page and count). The same index
-- over public-state rows with the columns the filters, sorts and distance read: index-only, 11.7 ms.
CREATE INDEX properties_public_point_idx ON properties USING gist (point(long, lat))
  INCLUDE (lat, long, state_id, city_id, property_type, posted_at, id, expires_at, accommodation_gender,
           room_sharing_status, room_air_conditioning_status, food_meals, monthly_charge_min, verified_at,
           rating_avg, rating_score, accommodation_occupation, price_with_food, food_type, room_occupation_status,
           featured_until)
  WHERE status = 'active' AND review = 'approved' AND NOT owner_banned AND lat IS NOT NULL AND long IS NOT NULL;

-- The Featured listings that lead a newest-first search (issue 31): 3 % of the rows, but read through the
-- index above the read walked every match of the place to find them (2.7-8.7 ms a request for a state and a
-- type); over the featured rows alone it reads a few index entries (0.04 ms).
CREATE INDEX properties_public_featured_idx ON properties (state_id, city_id, property_type)
  INCLUDE (id, featured_until, expires_at, accommodation_gender, room_sharing_status, room_air_conditioning_status,
           food_meals, monthly_charge_min, verified_at, rating_avg, rating_score, accommodation_occupation,
           price_with_food, food_type, room_occupation_status, search_text)
  WHERE status = 'active' AND review = 'approved' AND NOT owner_banned AND featured_until IS NOT NULL;
