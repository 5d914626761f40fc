// Constants, messages and helpers of the forms and listings, without zod: part of `@basera/shared`, so the
// front ends have them on every page without zod's ~24 KiB. The zod schemas that apply them are
// `@basera/shared/schemas` (loaded by the forms that validate, and by the API).
export * from './account';
export * from './admin';
export * from './auth';
export * from './contact';
export * from './enquiry';
export * from './errors';
export * from './limits';
export * from './listing';
export * from './notify';
export * from './photos';
export * from './plans';
export * from './rating-messages';
export * from './ratings';
export * from './review';
export * from './search';
export * from './seo';
