// Validation rules with the spec's exact messages. Pure (zod only): the API imports this entry directly as
// `@basera/shared/schemas`; the front ends get the same exports from `@basera/shared`.

export * from '../vocabulary';
export * from './account';
export * from './auth';
export * from './contact';
export * from './errors';
export * from './listing';
export * from './rules';
export * from './search';
