-- Search by place (issue 29): distances on the earth's surface, and the gazetteer the "where" box suggests from.
-- cube and earthdistance ship with plain PostgreSQL (contrib) and with PGlite.
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

-- "Within 5 km of Christ University": an earth_box over this index, then the exact distance. Listings without a
-- map pin are never near anything.
CREATE INDEX properties_earth_idx ON properties USING gist (ll_to_earth(lat, long))
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
CREATE INDEX gazetteer_earth_idx ON gazetteer USING gist (ll_to_earth(lat, long));
CREATE INDEX gazetteer_city_idx ON gazetteer (city_id, kind);
