-- The listing wizard (steps 2 to 7): the fields of each step, the wizard's progress, subscriptions and orders.
-- A listing's status stays draft / active / inactive; "expired" is read from expires_at (no cron needed).

ALTER TABLE properties
  -- The highest step saved (0 to 7): tab n of the wizard opens when wizard_step >= n - 1.
  ADD COLUMN wizard_step int NOT NULL DEFAULT 0 CHECK (wizard_step BETWEEN 0 AND 7),
  -- End of the paid subscription; a listing is public only while status = 'active' AND expires_at > now().
  ADD COLUMN expires_at timestamptz,
  -- Step 2 (PG, Hostel, Room): [{ sharing, total_beds, free_beds, available_from }].
  ADD COLUMN beds jsonb NOT NULL DEFAULT '[]',
  -- Step 2 (Mess): cuisines and [{ meal, from, to }].
  ADD COLUMN cuisine text[] NOT NULL DEFAULT '{}',
  ADD COLUMN meal_timings jsonb NOT NULL DEFAULT '[]',
  -- Step 3.
  ADD COLUMN security_deposit int,
  ADD COLUMN deposit_refund_terms text,
  ADD COLUMN notice_period_days int,
  -- Step 4: meals served (food_served keeps them as the spec's comma-separated text), diet, weekly menu.
  ADD COLUMN food_meals text[] NOT NULL DEFAULT '{}',
  ADD COLUMN food_type text CHECK (food_type IN ('Veg', 'Non-Veg', 'Both')),
  ADD COLUMN food_menu jsonb,
  -- Step 6: house rules.
  ADD COLUMN gate_closing_time text,
  ADD COLUMN visitors_allowed text,
  ADD COLUMN smoking_allowed text,
  ADD COLUMN drinking_allowed text,
  ADD COLUMN pets_allowed text;

-- Listings that were live before the wizard existed: complete, and published for a year from now.
UPDATE properties SET wizard_step = 7, expires_at = now() + interval '365 days' WHERE status <> 'draft';

-- Every photo in property_photos, the main one at position 0 (properties.photo mirrors it for the cards).
UPDATE property_photos SET position = position + 1;
INSERT INTO property_photos (property_id, file_name, position)
  SELECT id, photo, 0 FROM properties WHERE photo IS NOT NULL;

CREATE TABLE subscription_plans (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  duration_days int NOT NULL CHECK (duration_days > 0),
  -- Whole rupees.
  price int NOT NULL CHECK (price >= 0),
  description text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  sort_order int NOT NULL DEFAULT 0
);

CREATE TABLE subscription_orders (
  id bigserial PRIMARY KEY,
  property_id bigint NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id int NOT NULL REFERENCES subscription_plans (id),
  amount int NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  provider text NOT NULL,
  provider_reference text,
  -- The subscription period this order paid for.
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);

CREATE INDEX subscription_orders_property_idx ON subscription_orders (property_id, created_at DESC);

-- The plans on offer (product settings, not demo data: every database has them).
INSERT INTO subscription_plans (name, duration_days, price, description, sort_order) VALUES
  ('1 Month', 30, 199, 'Try it out: your listing is live for 30 days.', 1),
  ('3 Months', 90, 499, 'A season of enquiries: save 16% on the monthly price.', 2),
  ('6 Months', 180, 899, 'For steady occupancy: save 25%.', 3),
  ('12 Months', 365, 1499, 'Best value for a year of listing: save 37%.', 4);
