-- A draft made by the wizard's step 1 does not know yet who may stay (step 2 says it): gender may be empty
-- until then. Published listings always have it, as step 2 comes before the subscription.
ALTER TABLE properties ALTER COLUMN accommodation_gender DROP NOT NULL;
