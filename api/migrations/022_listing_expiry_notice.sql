-- The owner's reminder before a listing leaves search (issue 31) is a notification kind of its own.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('visit', 'visit_reminder', 'message', 'saved_search', 'bed_free', 'listing_expiry'));
