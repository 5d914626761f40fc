-- Search at scale (measured with 100k listings in `pnpm bench`): the page query walks an index in the exact
-- sort order, id included as the tie-breaker, so a page never sorts the whole result.
DROP INDEX IF EXISTS properties_posted_idx;
CREATE INDEX properties_posted_idx ON properties (status, posted_at DESC, id DESC);
CREATE INDEX properties_all_price_idx ON properties (status, monthly_charge_min, id);
CREATE INDEX properties_type_posted_idx ON properties (status, property_type, posted_at DESC, id DESC);
-- Price sorts within a state or a city (the search box always sends the place).
CREATE INDEX properties_state_price_idx ON properties (status, state_id, monthly_charge_min, id);
CREATE INDEX properties_city_price_idx ON properties (status, city_id, monthly_charge_min, id);
