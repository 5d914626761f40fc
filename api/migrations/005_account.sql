-- Account area (issue 6): the activity page lists sessions and account events (tables of 002_accounts).
-- A short note with an event: which profile fields changed, which device a session ended on, how many
-- other sessions a password change ended.
ALTER TABLE account_events ADD COLUMN detail text;
