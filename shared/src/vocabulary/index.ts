// Basera's words: listing types, money, dates, shortened text, sort orders and page slugs. Pure (no React):
// the API reads them through `@basera/shared/schemas` too.
export * from './format';
export * from './listing-types';
export * from './sort';
export * from './static-pages';
