/** A test for a pathname: true when one of the react-router patterns matches it (known-routes.mjs). */
export function knownRouteMatcher(patterns: readonly string[]): (pathname: string) => boolean;
