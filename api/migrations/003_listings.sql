-- Listings: places, catalogs, properties with photos, amenities and facilities, and shortlists.
CREATE TABLE states (
  id serial PRIMARY KEY,
  iso_code text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE cities (
  id serial PRIMARY KEY,
  state_id int NOT NULL REFERENCES states (id),
  name text NOT NULL,
  lat double precision,
  long double precision
);

CREATE INDEX cities_state_idx ON cities (state_id, name);

CREATE TABLE amenities (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  icon text NOT NULL
);

CREATE TABLE facilities (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  icon text NOT NULL
);

CREATE TABLE properties (
  id bigserial PRIMARY KEY,
  listing_id text NOT NULL UNIQUE,
  owner_id bigint REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'active', 'inactive')),
  property_type text NOT NULL CHECK (property_type IN ('PG', 'Hostel', 'Mess', 'Room')),
  accommodation_name text NOT NULL,
  state_id int NOT NULL REFERENCES states (id),
  city_id int NOT NULL REFERENCES cities (id),
  state_name text NOT NULL,
  city_name text NOT NULL,
  locality text NOT NULL,
  address_line_1 text NOT NULL,
  address_line_2 text,
  landmark text,
  project_society_building_name text,
  postal_code text,
  contact_no_1 text NOT NULL,
  contact_no_2 text,
  lat double precision,
  long double precision,
  accommodation_gender text NOT NULL CHECK (accommodation_gender IN ('Male', 'Female', 'Other')),
  -- Who it is for: Student, Teacher, Employee (the search's category).
  accommodation_occupation text[] NOT NULL DEFAULT '{}',
  minimum_age int,
  room_sharing_status text CHECK (room_sharing_status IN ('Shared', 'Separate')),
  -- Kinds of room on offer: AC, Non-AC, Water Cooler.
  room_air_conditioning_status text[] NOT NULL DEFAULT '{}',
  -- Occupancies on offer: Single, Double, Triple, Multiple, Dormitory.
  room_occupation_status text[] NOT NULL DEFAULT '{}',
  total_rooms_ac int NOT NULL DEFAULT 0,
  total_rooms_non_ac int NOT NULL DEFAULT 0,
  total_rooms_with_cooler int NOT NULL DEFAULT 0,
  toilet_facilities text,
  toilet_types text,
  building_type text,
  total_buildings int,
  total_floors int,
  accommodation_in_floors text,
  two_wheeler_parking text,
  parking_type text,
  monthly_charge_min int,
  price_with_food text CHECK (price_with_food IN ('Yes', 'No')),
  booking_advance_status text,
  other_charges text,
  food_served text,
  affiliated text,
  affiliation_details text,
  pg_description text,
  distance_in_meters int,
  distance_from_road text,
  width_of_nearest_road_ft int,
  nearest_conveying_facilities text,
  water_availability text,
  electricity_status text,
  video_link text,
  photo text,
  posted_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (
    lower(accommodation_name || ' ' || locality || ' ' || address_line_1 || ' ' || coalesce(address_line_2, '') || ' ' ||
          coalesce(landmark, '') || ' ' || city_name)
  ) STORED,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', accommodation_name), 'A') ||
    setweight(to_tsvector('simple', locality || ' ' || city_name), 'B') ||
    setweight(to_tsvector('simple', address_line_1 || ' ' || coalesce(address_line_2, '') || ' ' || coalesce(landmark, '')), 'C')
  ) STORED
);

-- The filtered search: active listings by place and type, newest or by price.
CREATE INDEX properties_filter_idx ON properties (status, city_id, property_type, posted_at DESC);
CREATE INDEX properties_state_idx ON properties (status, state_id, property_type, posted_at DESC);
CREATE INDEX properties_price_idx ON properties (status, property_type, monthly_charge_min);
CREATE INDEX properties_posted_idx ON properties (status, posted_at DESC);
CREATE INDEX properties_owner_idx ON properties (owner_id);
-- Keyword search: ranked full text, with trigrams for small typos.
CREATE INDEX properties_search_idx ON properties USING gin (search_vector);
CREATE INDEX properties_trgm_idx ON properties USING gin (search_text gin_trgm_ops);

CREATE TABLE property_photos (
  id bigserial PRIMARY KEY,
  property_id bigint NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  position int NOT NULL DEFAULT 0
);

CREATE INDEX property_photos_idx ON property_photos (property_id, position);

CREATE TABLE property_amenities (
  property_id bigint NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  amenity_id int NOT NULL REFERENCES amenities (id),
  PRIMARY KEY (property_id, amenity_id)
);

CREATE TABLE property_facilities (
  property_id bigint NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  facility_id int NOT NULL REFERENCES facilities (id),
  PRIMARY KEY (property_id, facility_id)
);

CREATE TABLE wishlists (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  property_id bigint NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, property_id)
);
