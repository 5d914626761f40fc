-- A state's listings of one sharing kind in price order (the results screen's Sharing filter with a price sort):
-- measured at 10k (PGlite) and 100k (PostgreSQL) listings, the page and its capped count walk this range instead
-- of every listing of the state or the whole table.
CREATE INDEX properties_state_sharing_price_idx ON properties (status, state_id, room_sharing_status, monthly_charge_min, id);
