-- Accounts: users of both types, one-time codes, bearer sessions and an account event log.
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  user_type text NOT NULL CHECK (user_type IN ('Customer', 'Lister')),
  fname text NOT NULL,
  lname text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  password_hash text NOT NULL,
  email_verified_at timestamptz,
  phone_verified_at timestamptz,
  avatar_path text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One account per address and user type: a person may be both a Customer and a Lister.
CREATE UNIQUE INDEX users_email_type_key ON users (lower(email), user_type);
CREATE UNIQUE INDEX users_phone_type_key ON users (phone, user_type);

-- Codes are stored hashed, bound to channel, address and purpose; single use.
CREATE TABLE otp_codes (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  address text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'reset')),
  user_type text NOT NULL CHECK (user_type IN ('Customer', 'Lister')),
  code_hash text NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  consumed_at timestamptz
);

CREATE INDEX otp_codes_lookup_idx ON otp_codes (channel, address, purpose, created_at DESC);

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- Sign-ins, failed sign-ins, password and profile changes, for the account's activity page.
CREATE TABLE account_events (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX account_events_user_idx ON account_events (user_id, created_at DESC);
