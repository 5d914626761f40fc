// First: zod's settings must be in place before this module builds its schemas.
import './zod-config';
import { z } from 'zod';

// The limits of @basera/shared's client-errors.ts (the reporter trims to them; its test parses its reports
// with this schema, so the two cannot drift apart). Repeated here: the root module must stay free of zod.
const MESSAGE_MAX = 500;
const STACK_MAX = 4000;
const URL_MAX = 300;
const ENTRIES_MAX = 12;
const NAME_MAX = 80;

const name = z.string().min(1, 'Name is required').max(NAME_MAX, `At most ${NAME_MAX} characters`);
const entries = (record: z.ZodRecord) =>
  record.refine((value) => Object.keys(value).length <= ENTRIES_MAX, `At most ${ENTRIES_MAX} entries`);

/** POST /client-errors: an error report from a visitor's page (shared/src/client-errors.ts sends it). */
export const clientErrorReportSchema = z.object({
  kind: z.enum(['error', 'rejection', 'boundary', 'chunk'], {
    error: 'Kind must be error, rejection, boundary or chunk',
  }),
  message: z
    .string({ error: 'Message is required' })
    .min(1, 'Message is required')
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
  stack: z.string().max(STACK_MAX, `Stack must be at most ${STACK_MAX} characters`).optional(),
  url: z
    .string({ error: 'URL is required' })
    .max(URL_MAX, `URL must be at most ${URL_MAX} characters`)
    .regex(/^\/[^?#]*$/, 'URL must be a path without query'),
  builds: entries(
    z.record(name, z.string().max(NAME_MAX, `A build id must be at most ${NAME_MAX} characters`)),
  ),
  releases: entries(
    z.record(
      name,
      z.object({
        release: z.string().max(NAME_MAX, `A release id must be at most ${NAME_MAX} characters`).nullable(),
        channel: z.enum(['stable', 'canary', 'preview']),
      }),
    ),
  ).optional(),
});
export type ClientErrorReportInput = z.infer<typeof clientErrorReportSchema>;
