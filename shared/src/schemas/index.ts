// Validation rules with the spec's exact messages, as zod schemas: the API imports this entry directly; the
// front ends import it as `@basera/shared/schemas` (its own federation singleton) from the forms that validate,
// so pages without a form never load zod. It also carries the rules and words the schemas are built from; the
// reading of a seeker's words (`@basera/shared/search`) is not here: only the API parses them.

// First: zod's settings must be in place before any schema below is built.
import './zod-config';

export * from '../rules';
export * from '../vocabulary';
export * from './account';
export * from './admin';
export * from './admin-content';
export * from './auth';
export * from './client-errors';
export * from './contact';
export * from './enquiry';
export * from './listing';
export * from './notify';
export * from './payment';
export * from './places';
export * from './ratings';
export * from './review';
export * from './rules';
export * from './search';
