-- Operators are created by a CLI from an email and a password: they need no phone number (stored as ''), so the
-- one-account-per-phone rule holds for Customers and Listers only (issue 28, A1).
DROP INDEX users_phone_type_key;
CREATE UNIQUE INDEX users_phone_type_key ON users (phone, user_type) WHERE user_type <> 'Admin';
