-- Listing is free; paid plans buy visibility (issue 31).
--
-- Plans have a kind:
--   'listing'  the paid duration plans of before (1, 3, 6, 12 months): no longer offered, kept for their orders;
--   'basic'    free: live for duration_days from the day it is taken, renewable for free;
--   'featured' paid: live for at least duration_days (as Basic), and shown first in its locality's default
--              results for featured_days; `includes_verification` asks the operators for the "Verified" check.
ALTER TABLE subscription_plans ADD COLUMN kind text NOT NULL DEFAULT 'listing'
  CHECK (kind IN ('listing', 'basic', 'featured'));
ALTER TABLE subscription_plans ADD COLUMN featured_days int NOT NULL DEFAULT 0 CHECK (featured_days >= 0);
ALTER TABLE subscription_plans ADD COLUMN includes_verification boolean NOT NULL DEFAULT false;

UPDATE subscription_plans SET active = false WHERE kind = 'listing';

INSERT INTO subscription_plans
  (name, kind, duration_days, featured_days, price, includes_verification, description, sort_order) VALUES
  ('Basic', 'basic', 30, 0, 0, false,
   'Free. Your listing is in search for 30 days, and you can renew it for free as often as you like.', 10),
  ('Featured 7 days', 'featured', 30, 7, 199, false,
   'Shown first in your locality''s results for 7 days, marked "Featured". Live for at least 30 days.', 20),
  ('Featured 15 days', 'featured', 30, 15, 349, false,
   'Shown first in your locality''s results for 15 days, marked "Featured". Live for at least 30 days.', 30),
  ('Featured 30 days', 'featured', 30, 30, 599, false,
   'Shown first in your locality''s results for 30 days, marked "Featured". Live for at least 30 days.', 40),
  ('Featured 30 days + Verified', 'featured', 30, 30, 799, true,
   'Featured for 30 days, and our team calls or visits to check your place for the "Verified" mark.', 50);

-- Shown first in its locality's default results until then (null: never featured).
ALTER TABLE properties ADD COLUMN featured_until timestamptz;
CREATE INDEX properties_featured_idx ON properties (featured_until) WHERE featured_until IS NOT NULL;
-- The owner bought a plan with the "Verified" check: the operators' console lists it until verified.
ALTER TABLE properties ADD COLUMN verification_requested_at timestamptz;
-- The expiry date the owner was last reminded of (one reminder per subscription period).
ALTER TABLE properties ADD COLUMN expiry_reminded_for timestamptz;
-- The owner's contact person, prefilled with the account's name (step 1).
ALTER TABLE properties ADD COLUMN contact_name text;

-- Deleting a listing: a draft is deleted; a listing with enquiries or orders is archived (its threads stay
-- readable, its public page answers gone, My Listings no longer shows it).
ALTER TABLE properties DROP CONSTRAINT properties_status_check;
ALTER TABLE properties ADD CONSTRAINT properties_status_check
  CHECK (status IN ('draft', 'active', 'inactive', 'archived'));
ALTER TABLE properties ADD COLUMN archived_at timestamptz;
