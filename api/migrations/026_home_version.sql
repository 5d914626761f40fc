-- Issue 35: the home page is the same for every visitor and changes only when what it shows changes: a listing
-- (its counts per type and the newest six, their photos, amenities and facilities) or the home content. Every
-- statement that writes one of those tables moves this version on, in its own transaction, so a reader sees the
-- new version exactly when it sees the new rows. The API keeps the built home beside the version it was built
-- at and serves it while the version is the same and no listing it counted has expired since (the earliest
-- expiry of a public listing is kept with it): one primary-key read a request instead of counting every public
-- listing per request (at 100,000 listings, pool timeouts at 19 requests a second).
CREATE TABLE public_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);

INSERT INTO public_versions (name, version) VALUES ('home', 1);

CREATE FUNCTION bump_home_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public_versions SET version = version + 1 WHERE name = 'home';
  RETURN NULL;
END
$$;

CREATE TRIGGER properties_home_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_home_version();
CREATE TRIGGER property_photos_home_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON property_photos
  FOR EACH STATEMENT EXECUTE FUNCTION bump_home_version();
CREATE TRIGGER property_amenities_home_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON property_amenities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_home_version();
CREATE TRIGGER property_facilities_home_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON property_facilities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_home_version();
CREATE TRIGGER amenities_home_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON amenities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_home_version();
CREATE TRIGGER facilities_home_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON facilities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_home_version();
CREATE TRIGGER content_blocks_home_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_blocks
  FOR EACH STATEMENT EXECUTE FUNCTION bump_home_version();
CREATE TRIGGER home_slides_home_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_slides
  FOR EACH STATEMENT EXECUTE FUNCTION bump_home_version();
CREATE TRIGGER why_choose_us_points_home_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON why_choose_us_points
  FOR EACH STATEMENT EXECUTE FUNCTION bump_home_version();
CREATE TRIGGER testimonials_home_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials
  FOR EACH STATEMENT EXECUTE FUNCTION bump_home_version();
