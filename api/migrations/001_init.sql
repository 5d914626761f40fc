-- Base schema: business settings, the dev outbox, trigram search support.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE general_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  about text,
  facebook text,
  instagram text,
  twitter text,
  linkedin text,
  address text,
  contact_number text,
  email text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every email and SMS the API sends; the dev transport reads it back (GET /api/dev/outbox).
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX outbox_recipient_idx ON outbox (lower(recipient), created_at DESC);
