-- Enquiries and visit requests (issue 15): one thread per seeker and listing, its messages both ways, the
-- seeker's visit request with its state, and per-listing daily counts of views and calls revealed.

CREATE TABLE enquiry_threads (
  id bigserial PRIMARY KEY,
  property_id bigint NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  seeker_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The newest message, kept on the thread so lists read one row per thread.
  last_message text NOT NULL DEFAULT '',
  last_message_at timestamptz NOT NULL DEFAULT now(),
  last_sender text NOT NULL DEFAULT 'seeker' CHECK (last_sender IN ('seeker', 'owner')),
  -- Set by the owner's first answer: the inbox's "answered".
  owner_replied_at timestamptz,
  seeker_unread int NOT NULL DEFAULT 0,
  owner_unread int NOT NULL DEFAULT 0,
  visit_date date,
  visit_slot text,
  visit_state text CHECK (visit_state IN ('requested', 'confirmed', 'rescheduled', 'declined', 'cancelled')),
  visit_updated_at timestamptz,
  -- The last mail to each side: at most one per thread and side in ten minutes.
  seeker_mailed_at timestamptz,
  owner_mailed_at timestamptz,
  -- A report flags the thread for the team.
  reported_at timestamptz,
  reported_by bigint REFERENCES users (id) ON DELETE SET NULL,
  report_reason text,
  UNIQUE (property_id, seeker_id)
);
CREATE INDEX enquiry_threads_seeker_idx ON enquiry_threads (seeker_id, last_message_at DESC);
CREATE INDEX enquiry_threads_seeker_created_idx ON enquiry_threads (seeker_id, created_at);
CREATE INDEX enquiry_threads_property_idx ON enquiry_threads (property_id, last_message_at DESC);
CREATE INDEX enquiry_threads_reported_idx ON enquiry_threads (reported_at) WHERE reported_at IS NOT NULL;

CREATE TABLE enquiry_messages (
  id bigserial PRIMARY KEY,
  thread_id bigint NOT NULL REFERENCES enquiry_threads (id) ON DELETE CASCADE,
  sender text NOT NULL CHECK (sender IN ('seeker', 'owner')),
  -- 'visit': a line the server writes when a visit changes ("Visit confirmed for ...").
  kind text NOT NULL DEFAULT 'message' CHECK (kind IN ('message', 'visit')),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enquiry_messages_thread_idx ON enquiry_messages (thread_id, id DESC);

-- Counted in memory on the detail page's path and written here in batches (see listings/counters.ts).
CREATE TABLE listing_daily_stats (
  property_id bigint NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  day date NOT NULL,
  views int NOT NULL DEFAULT 0,
  calls int NOT NULL DEFAULT 0,
  PRIMARY KEY (property_id, day)
);
