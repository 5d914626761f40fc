/**
 * Statements worth preparing (issue 35): a statement whose text is fixed and runs on every request of a hot
 * route (a listing's details, the owner's reply rate) is parsed and planned once per connection, then only
 * bound and run; PostgreSQL keeps a generic plan once it costs no more than the custom ones. Only fixed texts
 * are marked: a search's text varies with its filters (each combination would be a statement kept per
 * connection), and its parameters (a city of 20 listings or of 20,000) want a plan each.
 *
 * `prepared(sql)` marks the text and returns it unchanged, so every Queryable (PGlite, a test's wrapper) runs it
 * as before; the PostgreSQL pool sends a marked text as a named statement.
 */
const names = new Map<string, string>();

export function prepared(sql: string): string {
  if (!names.has(sql)) names.set(sql, `basera_${names.size + 1}`);
  return sql;
}

/** The statement name of a marked text, else undefined (an unnamed statement, planned for its parameters). */
export const preparedName = (sql: string): string | undefined => names.get(sql);
