// Which paths the shell's router knows (shell/src/route-paths.json, kept equal to its route table by
// shell/src/routes.test.ts), in react-router's pattern syntax: `:name` is one segment, `:name?` an optional
// one, a final `*` the rest of the path (any depth, or none), matched case-sensitively as the routes are, with
// or without a trailing slash. The static server answers any other page path with HTTP 404 (the page still
// renders the 404 screen). No import.meta: jest loads it too.

const escapeText = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Patterns whose params the shell's router checks before mounting the page (a guard): what the guard takes, as
 * a regular expression over the whole pathname. `/:landing/:locality?` is a landing page only in the shape of
 * `/pg-in-bengaluru/koramangala` (@basera/shared's LANDING_PATH, which shell/src/routes.test.ts compares).
 */
export const GUARDED_PATTERNS = {
  '/:landing/:locality?':
    /^\/(pg|hostel|mess|room)-in-([a-z0-9]+(?:-[a-z0-9]+)*)(?:\/([a-z0-9]+(?:-[a-z0-9]+)*))?\/?$/,
};

/** One route pattern as a regular expression over a URL's pathname. */
function patternRegExp(pattern) {
  if (GUARDED_PATTERNS[pattern]) return GUARDED_PATTERNS[pattern];
  const segments = pattern.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      // A splat (`/admin/*`): the rest of the path, any depth, or nothing.
      if (segment === '*') return '(?:/.*)?';
      if (!segment.startsWith(':')) return `/${escapeText(segment)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

/** A test for a pathname: true when one of the patterns matches it. */
export function knownRouteMatcher(patterns) {
  const expressions = patterns.map(patternRegExp);
  return (pathname) => expressions.some((expression) => expression.test(pathname));
}
