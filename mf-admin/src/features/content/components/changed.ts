/** Text of a save that changes nothing (a PUT needs at least one changed field). */
export const NOTHING_CHANGED = 'Nothing to save: no field was changed';

/**
 * The fields of a form's (validated) values that the operator changed, for a PUT: another operator's edit of
 * another field in the meantime is kept, and the audit log names what really changed.
 */
export function changedOnly<T extends Record<string, unknown>>(
  values: T,
  dirty: Partial<Record<keyof T, unknown>>,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => Boolean(dirty[field as keyof T])),
  ) as Partial<T>;
}
