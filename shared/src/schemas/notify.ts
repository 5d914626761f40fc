// First: zod's settings must be in place before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import {
  NOTIFY_MESSAGES as M,
  NOTIFY_CHANNELS,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
} from '../rules/notify';
import { requiredText } from './rules';

/** My Account's channel choices: one switch per channel. */
export const notificationPrefsSchema = z.object(
  Object.fromEntries(NOTIFY_CHANNELS.map((channel) => [channel, z.boolean()])) as Record<
    (typeof NOTIFY_CHANNELS)[number],
    z.ZodBoolean
  >,
);
export type NotificationPrefsInput = z.infer<typeof notificationPrefsSchema>;

const savedSearchName = requiredText(M.nameRequired).max(SAVED_SEARCH_NAME_MAX, M.nameTooLong);

/**
 * "Save this search": the results page's own path and query (`/PG?city_id=3&sharing=2`), as the address bar
 * has it. The API reads the filters from it with the search's own schema.
 */
export const savedSearchCreateSchema = z.object({
  name: savedSearchName,
  url: z
    .string()
    .trim()
    .min(2)
    .max(1000)
    .regex(/^\/[^/\s]/, 'Not a results page.'),
  alert: z.enum(SAVED_SEARCH_ALERTS).default('instant'),
});
export type SavedSearchCreateInput = z.infer<typeof savedSearchCreateSchema>;

/** Rename, pause or resume, change how alerts arrive; "seen" resets its new-match count. */
export const savedSearchUpdateSchema = z
  .object({
    name: savedSearchName,
    paused: z.boolean(),
    alert: z.enum(SAVED_SEARCH_ALERTS),
    seen: z.literal(true),
  })
  .partial();
export type SavedSearchUpdateInput = z.infer<typeof savedSearchUpdateSchema>;

/** An opt-out link's token: short enough for an SMS. */
export const unsubscribeTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) });
