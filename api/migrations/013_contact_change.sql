-- A profile's new email or phone takes effect only with a code sent to it (issue 27): such codes have the
-- purpose 'contact' and belong to the account that asked, so nobody else can use them.
ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_purpose_check;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check CHECK (purpose IN ('register', 'reset', 'contact'));
ALTER TABLE otp_codes ADD COLUMN user_id bigint REFERENCES users (id) ON DELETE CASCADE;
