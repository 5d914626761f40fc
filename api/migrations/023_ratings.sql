-- Reviews and ratings (issue 32): only from people who visited (a confirmed visit whose slot has passed) or
-- stayed (a resident the owner invited), one per person and listing, with the owner's one public reply.
-- The listing row keeps its own count, average and Bayesian score, refreshed in the transaction that changes a
-- review (api/src/ratings/aggregates.ts), so search never aggregates reviews.

-- Invitations first: a review made through one points at it.
CREATE TABLE review_invitations (
  id bigserial PRIMARY KEY,
  property_id bigint NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  owner_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- An email or a 10-digit phone number, as the owner typed it (lowercased email).
  contact text NOT NULL,
  contact_kind text NOT NULL CHECK (contact_kind IN ('email', 'phone')),
  -- sha256 of the link's token: the link itself is only in the message sent.
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_by bigint REFERENCES users (id) ON DELETE SET NULL,
  accepted_at timestamptz
);
-- Inviting the same contact again renews the link (a new token) instead of adding a row.
CREATE UNIQUE INDEX review_invitations_contact_key ON review_invitations (property_id, contact);
CREATE INDEX review_invitations_owner_idx ON review_invitations (owner_id, created_at DESC);
CREATE INDEX review_invitations_accepted_idx ON review_invitations (accepted_by, property_id)
  WHERE accepted_by IS NOT NULL;

CREATE TABLE listing_reviews (
  id bigserial PRIMARY KEY,
  property_id bigint NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  author_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'visited': from a confirmed visit whose slot has passed; 'stayed': through an owner's invitation.
  basis text NOT NULL CHECK (basis IN ('visited', 'stayed')),
  thread_id bigint REFERENCES enquiry_threads (id) ON DELETE SET NULL,
  invitation_id bigint REFERENCES review_invitations (id) ON DELETE SET NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  food_rating smallint NOT NULL CHECK (food_rating BETWEEN 1 AND 5),
  cleanliness_rating smallint NOT NULL CHECK (cleanliness_rating BETWEEN 1 AND 5),
  safety_rating smallint NOT NULL CHECK (safety_rating BETWEEN 1 AND 5),
  owner_rating smallint NOT NULL CHECK (owner_rating BETWEEN 1 AND 5),
  body text NOT NULL,
  recommend boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- An operator hid it (audit-logged): it leaves the page and the averages; its author still sees it, marked.
  hidden_at timestamptz,
  hidden_by bigint REFERENCES users (id) ON DELETE SET NULL,
  hidden_reason text,
  -- The owner's one public reply.
  reply_body text,
  reply_at timestamptz,
  reply_updated_at timestamptz,
  UNIQUE (property_id, author_id)
);
CREATE INDEX listing_reviews_property_idx ON listing_reviews (property_id, created_at DESC, id DESC)
  WHERE hidden_at IS NULL;
CREATE INDEX listing_reviews_property_rating_idx ON listing_reviews (property_id, rating, created_at DESC)
  WHERE hidden_at IS NULL;
CREATE INDEX listing_reviews_author_idx ON listing_reviews (author_id, created_at DESC);
-- The day's limits and the burst check count recent reviews per listing.
CREATE INDEX listing_reviews_recent_idx ON listing_reviews (property_id, created_at);

-- The listing's own figures, kept by the review's transaction: no aggregate on the search path.
ALTER TABLE properties ADD COLUMN rating_count int NOT NULL DEFAULT 0;
-- The average overall rating of the visible reviews, two decimals; null while there are none.
ALTER TABLE properties ADD COLUMN rating_avg numeric(3, 2);
-- "Top rated": (prior weight x prior mean + sum) / (prior weight + count), 0 while unrated (shared rules/ratings.ts).
ALTER TABLE properties ADD COLUMN rating_score real NOT NULL DEFAULT 0;

-- The seeker's "How was your visit?" mail goes once per thread, the day after the slot.
ALTER TABLE enquiry_threads ADD COLUMN review_prompted_at timestamptz;

-- "Report review" feeds the operators' reports queue; a burst of reviews on one listing is flagged there too
-- (reason 'review_burst', no reporter).
ALTER TABLE reports DROP CONSTRAINT reports_kind_check;
ALTER TABLE reports ADD CONSTRAINT reports_kind_check CHECK (kind IN ('listing', 'thread', 'review'));
ALTER TABLE reports ADD COLUMN review_id bigint REFERENCES listing_reviews (id) ON DELETE CASCADE;
-- One open report per person and review; one open burst flag per listing.
CREATE UNIQUE INDEX reports_one_open_review_idx ON reports (reporter_id, review_id)
  WHERE status = 'open' AND kind = 'review' AND reporter_id IS NOT NULL;
CREATE UNIQUE INDEX reports_one_open_burst_idx ON reports (property_id)
  WHERE status = 'open' AND reason = 'review_burst';

-- The mails to users of this issue: the seeker's prompt, the owner's new review, the reply to the author. (An
-- invitation goes to a contact who may have no account yet: it is sent like a sign-up code, not from here.)
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('visit', 'visit_reminder', 'message', 'saved_search', 'bed_free', 'listing_expiry',
                  'review_prompt', 'review_new', 'review_reply'));
