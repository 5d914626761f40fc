/** A test for a pathname: true when one of the react-router patterns matches it (known-routes.mjs). */
export function knownRouteMatcher(patterns: readonly string[]): (pathname: string) => boolean;

/** Guarded patterns and the pathnames their guard takes (known-routes.mjs). */
export const GUARDED_PATTERNS: Record<string, RegExp>;
