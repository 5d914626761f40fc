import { isOffline, loadOnce, OFFLINE_MESSAGE } from '@basera/shared';
import { GENERIC_FAILURE } from '@basera/shared/rules';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

type Schemas = typeof import('@basera/shared/schemas');

/**
 * A form's checks are the shared schemas the API applies too (with zod), downloaded and built on the form's
 * first focus or check, not with the page (`@basera/shared/checks`, bundled by each app that has forms).
 * - The login box: building them with the box's code at the page's idle moment was the longest task of every
 *   public page after its start (Lighthouse's blocking time), for a box most visitors never open.
 * - The listing wizard: the schemas' chunk (zod and every schema, ~45 KB) was on the way to its first render.
 * A failed download is tried again on the next check.
 */
const loadChecks = loadOnce(() =>
  Promise.all([import('@basera/shared/schemas'), import('@hookform/resolvers/zod')]),
);

/** Starts building the checks (a form's first focus), so that the first check does not wait for them. */
export function prepareChecks(): void {
  loadChecks().catch(() => undefined);
}

/**
 * A react-hook-form resolver that checks with `pick(schemas)` once the schemas are here. When they cannot
 * download the form is not valid: a root error says why (offline, or the generic failure), the fields stay.
 */
export function schemaResolver<T extends FieldValues>(
  pick: (schemas: Schemas) => Parameters<typeof import('@hookform/resolvers/zod')['zodResolver']>[0],
): Resolver<T> {
  let resolver: Resolver<T> | null = null;
  return async (values, context, options) => {
    if (!resolver) {
      try {
        const [schemas, { zodResolver }] = await loadChecks();
        resolver = zodResolver(pick(schemas)) as unknown as Resolver<T>;
      } catch {
        const message = isOffline() ? OFFLINE_MESSAGE : GENERIC_FAILURE;
        return { values: {}, errors: { root: { type: 'checks', message } } as FieldErrors<T> };
      }
    }
    return resolver(values, context, options);
  };
}
