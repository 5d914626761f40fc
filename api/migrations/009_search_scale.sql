-- Search at 100k listings (issue 12, measured in `pnpm bench`).

-- The vocabulary of listed places: every word of every listing's search_vector (name, locality, address,
-- landmark, city). The typo path looks a misspelt word up here (a few thousand rows with a trigram index)
-- instead of comparing it with every listing. Words are only ever added: a word no listing uses any more
-- simply finds nothing.
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

INSERT INTO search_words (word)
  SELECT DISTINCT (unnest(search_vector)).lexeme FROM properties
  ON CONFLICT DO NOTHING;

-- Kept in the same transaction as the listing write, once per statement (a bulk insert adds its words once).
CREATE FUNCTION properties_add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT (unnest(search_vector)).lexeme FROM changed
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER properties_search_words_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION properties_add_search_words();
CREATE TRIGGER properties_search_words_update AFTER UPDATE ON properties
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION properties_add_search_words();
