-- Operators (the third user type), listing review, reports, bans, verification and the audit log (issue 28).

-- Operators are never self-registered: a CLI creates them. Their sign-in needs a code mailed after the password.
ALTER TABLE users DROP CONSTRAINT users_user_type_check;
ALTER TABLE users ADD CONSTRAINT users_user_type_check CHECK (user_type IN ('Customer', 'Lister', 'Admin'));
ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_user_type_check;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_user_type_check CHECK (user_type IN ('Customer', 'Lister', 'Admin'));
ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_purpose_check;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check
  CHECK (purpose IN ('register', 'reset', 'contact', 'admin_login'));

-- A ban ends every session, hides the user's listings and refuses their sign-in.
ALTER TABLE users ADD COLUMN banned_at timestamptz;
ALTER TABLE users ADD COLUMN ban_reason text;

-- Listing review, separate from the Lister's own draft / active / inactive switch. A listing is public only
-- while approved (api/src/listings/states.ts is the one place that says what is public).
--   unsubmitted  a draft that was never paid for (the column's default, so no insert skips review)
--   pending      paid, waiting in the operators' queue (submitted_at orders it, oldest first)
--   approved     reviewed, or published on payment with LISTING_REVIEW=off
--   rejected     the Lister sees "Rejected: {reason}", edits and resubmits (back to pending)
--   suspended    an operator took a live listing down
ALTER TABLE properties ADD COLUMN review text NOT NULL DEFAULT 'unsubmitted'
  CHECK (review IN ('unsubmitted', 'pending', 'approved', 'rejected', 'suspended'));
-- Listings published before review existed stay public.
UPDATE properties SET review = 'approved' WHERE status <> 'draft';
ALTER TABLE properties ADD COLUMN review_reason text;
ALTER TABLE properties ADD COLUMN submitted_at timestamptz;
ALTER TABLE properties ADD COLUMN reviewed_at timestamptz;
ALTER TABLE properties ADD COLUMN reviewed_by bigint REFERENCES users (id) ON DELETE SET NULL;
-- Set in the ban's transaction, so the public rule needs no join to users.
ALTER TABLE properties ADD COLUMN owner_banned boolean NOT NULL DEFAULT false;
-- "Verified" after an operator checked the place (a call or a visit).
ALTER TABLE properties ADD COLUMN verified_at timestamptz;
ALTER TABLE properties ADD COLUMN verified_by bigint REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE properties ADD COLUMN verified_method text CHECK (verified_method IN ('call', 'visit'));

CREATE INDEX properties_review_queue_idx ON properties (submitted_at, id) WHERE review = 'pending';

-- Reports from seekers: on a listing (detail page) or on an enquiry thread (already built; copied in here).
CREATE TABLE reports (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('listing', 'thread')),
  property_id bigint REFERENCES properties (id) ON DELETE CASCADE,
  thread_id bigint REFERENCES enquiry_threads (id) ON DELETE CASCADE,
  reporter_id bigint REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL,
  note text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
  resolution text,
  resolved_by bigint REFERENCES users (id) ON DELETE SET NULL,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One open report per seeker and listing.
CREATE UNIQUE INDEX reports_one_open_idx ON reports (reporter_id, property_id) WHERE status = 'open' AND kind = 'listing';
CREATE INDEX reports_open_idx ON reports (created_at) WHERE status = 'open';
INSERT INTO reports (kind, property_id, thread_id, reporter_id, reason, created_at)
  SELECT 'thread', t.property_id, t.id, t.reported_by, coalesce(t.report_reason, 'other'), t.reported_at
  FROM enquiry_threads t WHERE t.reported_at IS NOT NULL;

-- Every operator action, never edited: UPDATE and DELETE are refused by a trigger.
CREATE TABLE admin_audit (
  id bigserial PRIMARY KEY,
  actor_id bigint REFERENCES users (id) ON DELETE SET NULL,
  actor_email text NOT NULL,
  action text NOT NULL,
  target_kind text NOT NULL,
  target_id text NOT NULL,
  reason text,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_audit_created_idx ON admin_audit (created_at DESC, id DESC);
CREATE INDEX admin_audit_target_idx ON admin_audit (target_kind, target_id);

CREATE FUNCTION admin_audit_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE ON admin_audit
  FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();
