-- Notifications (issue 30): the channels each user chose, every message to send as a durable row (one per
-- notice and channel, so a retry or a second API instance never sends one twice), and opt-out tokens short
-- enough for an SMS.

-- No row: the defaults (email on, SMS and WhatsApp off).
CREATE TABLE notification_preferences (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  email boolean NOT NULL DEFAULT true,
  sms boolean NOT NULL DEFAULT false,
  whatsapp boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('visit', 'visit_reminder', 'message', 'saved_search', 'bed_free')),
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  -- The notice's identity ("visit:12:confirmed:3"): the same key and channel are one message, ever.
  dedupe_key text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  send_after timestamptz NOT NULL DEFAULT now(),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'failed', 'cancelled')),
  attempts int NOT NULL DEFAULT 0,
  last_error text,
  claimed_at timestamptz,
  sent_at timestamptz,
  -- The opt-out link's token this message carries (email: its List-Unsubscribe headers are built from it).
  unsubscribe_token text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (dedupe_key, channel)
);
CREATE INDEX notifications_due_idx ON notifications (send_after) WHERE state IN ('pending', 'sending');
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);

CREATE TABLE unsubscribe_tokens (
  token text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- What the link stops: every message on one channel, one saved search's alerts, or one bed alert.
  scope text NOT NULL CHECK (scope IN ('channel', 'saved_search', 'bed_alert')),
  channel text CHECK (channel IN ('email', 'sms', 'whatsapp')),
  target_id bigint,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One token per user, scope, channel and target: every message of one kind carries the same short link.
CREATE UNIQUE INDEX unsubscribe_tokens_user_key
  ON unsubscribe_tokens (user_id, scope, coalesce(channel, ''), coalesce(target_id, 0));

-- The dev outbox keeps every channel the notifier sends on (WhatsApp too): e2e tests read it.
ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('email', 'sms', 'whatsapp'));
