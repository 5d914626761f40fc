-- Issue 33: the landing pages and the sitemap group live listings by city, type and locality (their names, map
-- points and counts), and count every public listing. Those reads touch every live row of a city (or of the
-- table) but few of its columns: without this index each was a heap scan of the wide listing rows. At 100,000
-- listings (EXPLAIN ANALYZE, shared 2-core machine under load): a busy city's localities 855 ms over 8,393
-- buffers -> 40-60 ms over 195 (an index-only scan); the count of all public listings 575-730 ms over 22,740
-- buffers (a parallel scan) -> ~300 ms over 915. It covers the public rule's columns (PUBLIC_LISTING).
CREATE INDEX properties_public_places_idx ON properties (city_id, property_type)
  INCLUDE (state_id, status, expires_at, review, owner_banned, locality, lat, long);
