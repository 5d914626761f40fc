// The seeker's words, read the same way by the API and the client (issue 29). Pure and zod-free.
export * from './city-aliases';
export * from './parse-query';
