-- Search by place (issue 29): a spatial index on listings, and the gazetteer the "where" box suggests from.
-- Built-in PostgreSQL only (GiST on point(long, lat), distances by the haversine formula in api/src/geo/sql.ts):
-- the embedded PGlite cannot load cube/earthdistance beside pg_trgm safely.

-- "Within 5 km of Christ University": a box around the point on this index, then the exact distance. Listings
-- without a map pin are never near anything.
CREATE INDEX properties_point_idx ON properties USING gist (point(long, lat))
  WHERE lat IS NOT NULL AND long IS NOT NULL;

-- What the "where" box knows: cities (with their other names: Bangalore, Gurgaon, Bombay), localities, and named
-- places a seeker searches near (colleges, IT parks, metro and railway stations, hospitals), each with its map
-- point. A city's row names its own city_id; every other row the city it is in.
CREATE TABLE gazetteer (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('city', 'locality', 'college', 'it_park', 'metro', 'railway', 'hospital', 'landmark')),
  name text NOT NULL,
  -- Other names and spellings people type ('Bangalore', 'Banglore'; 'Christ College').
  aliases text[] NOT NULL DEFAULT '{}',
  city_id int NOT NULL REFERENCES cities (id),
  state_id int NOT NULL REFERENCES states (id),
  lat double precision NOT NULL,
  long double precision NOT NULL,
  -- The name and aliases, lower case, space-joined: what suggestions match against (trigram index below).
  search_names text NOT NULL,
  UNIQUE (kind, city_id, name)
);

CREATE INDEX gazetteer_search_names_trgm_idx ON gazetteer USING gin (search_names gin_trgm_ops);
CREATE INDEX gazetteer_point_idx ON gazetteer USING gist (point(long, lat));
CREATE INDEX gazetteer_city_idx ON gazetteer (city_id, kind);
