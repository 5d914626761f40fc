// The seeker's words, read the same way by the API and the client (issue 29), and the chips of a search. Pure
// and zod-free.
export * from './chips';
export * from './city-aliases';
export * from './parse-query';
