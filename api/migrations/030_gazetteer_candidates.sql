-- Issue 35: a place lookup (geo/gazetteer.ts, every keyword search reads one or more) ran as a transaction of
-- four statements, BEGIN, set_config of the trigram threshold and of two planner switches (the planner takes
-- the table for small and word similarity for cheap, and would read every row: tens of milliseconds instead of
-- a fraction of one on the trigram index), the read, COMMIT. A function's SET clauses hold for its call, its
-- planning included: the same read is one statement. The threshold is SUGGEST_SIMILARITY (geo/gazetteer.ts).
CREATE FUNCTION gazetteer_candidates(q text)
  RETURNS TABLE (id integer, kind text, name text, aliases text[], city_id integer, city_name text,
                 state_id integer, state_name text, lat double precision, long double precision, score real,
                 name_score real, alias_scores real[], major boolean)
  LANGUAGE sql STABLE
  SET pg_trgm.word_similarity_threshold = 0.4
  SET enable_seqscan = off
  SET enable_indexscan = off
AS $$
  SELECT g.id, g.kind, g.name, g.aliases, g.city_id, c.name AS city_name, g.state_id, s.name AS state_name,
    g.lat, g.long,
    word_similarity(q, g.search_names) AS score,
    word_similarity(q, g.name) AS name_score,
    ARRAY(SELECT word_similarity(q, a) FROM unnest(g.aliases) WITH ORDINALITY AS x(a, i) ORDER BY i) AS alias_scores,
    (g.kind <> 'city' OR EXISTS (
      SELECT 1 FROM gazetteer l WHERE l.city_id = g.city_id AND l.kind = 'locality')) AS major
  FROM gazetteer g JOIN cities c ON c.id = g.city_id JOIN states s ON s.id = g.state_id
  WHERE q <% g.search_names
  ORDER BY score DESC, major DESC, g.kind = 'city' DESC, length(g.name), g.id
  LIMIT 100
$$;
