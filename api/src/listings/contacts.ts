import { maskPhone } from '@basera/shared/schemas';

const masked = (value: unknown) => (typeof value === 'string' && value ? maskPhone(value) : null);

/**
 * A listing as a visitor who is not signed in gets it: the owner's numbers masked ("98••••••21"), so a script
 * reading public pages collects none. Signed-in viewers get the numbers (the routes merge them back in).
 */
export function maskContacts<T extends object>(listing: T): T & { contact_hidden: true } {
  const { contact_no_1, contact_no_2 } = listing as { contact_no_1?: unknown; contact_no_2?: unknown };
  return {
    ...listing,
    contact_no_1: masked(contact_no_1),
    contact_no_2: masked(contact_no_2),
    contact_hidden: true,
  };
}
