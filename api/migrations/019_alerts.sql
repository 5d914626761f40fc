-- Saved searches and "tell me when a bed frees up" (issue 30).

CREATE TABLE saved_searches (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- The results page's path and query, as saved; its filters are read with the search's own schema.
  url text NOT NULL,
  alert text NOT NULL DEFAULT 'instant' CHECK (alert IN ('instant', 'daily')),
  paused boolean NOT NULL DEFAULT false,
  -- New matches: public listings that arrived after this (opening the search from My Account moves it).
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  -- Alerts: the newest arrival already told about, and when the last alert went.
  last_alerted_at timestamptz,
  alerted_through timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, url)
);
CREATE INDEX saved_searches_active_idx ON saved_searches (alert) WHERE NOT paused;

CREATE TABLE bed_alerts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  property_id bigint NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One message: set when the freed bed was told about; the alert is then done.
  notified_at timestamptz,
  UNIQUE (user_id, property_id)
);
CREATE INDEX bed_alerts_waiting_idx ON bed_alerts (property_id) WHERE notified_at IS NULL;

-- When a listing first became public (approved, active, subscribed): saved searches alert on arrivals.
ALTER TABLE properties ADD COLUMN published_at timestamptz;
UPDATE properties SET published_at = posted_at WHERE review = 'approved';
CREATE INDEX properties_published_idx ON properties (published_at DESC) WHERE published_at IS NOT NULL;
