-- Listing review's helpers (issue 28, helper A2): the photo bytes' fingerprint, so a reviewer sees other
-- listings with a photo of identical bytes, and the note an operator keeps when marking a listing Verified.

-- SHA-256 (hex) of the stored photo (its largest WebP variant: one upload's bytes always give the same file),
-- filled on upload. Rows from before are NULL here (their files are in the storage, out of SQL's reach): the
-- review screen fingerprints them from the stored files, a few at a time ('-' when a file cannot be read). It
-- also matches rows that share a stored file (seeded photos).
ALTER TABLE property_photos ADD COLUMN sha256 text;
CREATE INDEX property_photos_sha256_idx ON property_photos (sha256) WHERE sha256 IS NOT NULL;
CREATE INDEX property_photos_file_name_idx ON property_photos (file_name);

-- What the operator checked when marking a listing Verified (a call or a visit; method in migration 014).
ALTER TABLE properties ADD COLUMN verified_note text;

-- "Other listings with the same phone" on the review screen.
CREATE INDEX properties_contact_no_1_idx ON properties (contact_no_1);

-- The reply rate of the detail page reads an owner's threads of the last 30 days.
CREATE INDEX enquiry_threads_property_created_idx ON enquiry_threads (property_id, created_at);
