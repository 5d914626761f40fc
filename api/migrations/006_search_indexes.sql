-- Search at scale (measured with 100k listings in `pnpm bench`): the page query walks an index in the exact
-- sort order, id included as the tie-breaker, so a page never sorts the whole result.
DROP INDEX IF EXISTS properties_posted_idx;
CREATE INDEX properties_posted_idx ON properties (status, posted_at DESC, id DESC);
CREATE INDEX properties_all_price_idx ON properties (status, monthly_charge_min, id);
CREATE INDEX properties_type_posted_idx ON properties (status, property_type, posted_at DESC, id DESC);
