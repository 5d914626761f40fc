import path from 'node:path';
import { z } from 'zod';

/** Repository root: the default home of `.data/`. */
const repoRoot = path.resolve(__dirname, '..', '..');

const localOrigins = [3000, 3001, 3002, 3003, 3004, 3005, 3006].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** The GEOCODER values: the place geocoders this API can build (geo/index.ts createGeocoder). */
export const GEOCODERS = ['gazetteer'] as const;
export type GeocoderName = (typeof GEOCODERS)[number];

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  // Loopback unless told: a laptop running `pnpm start` is not a server for its whole network.
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .refine((url) => url === '' || /^postgres(ql)?:\/\//.test(url), 'must start with postgres://')
    .optional(),
  DATA_DIR: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Basera <no-reply@basera.in>'),
  PUBLIC_URL: z.string().optional(),
  // The site's address (the shell) for links in mails; unset: the first CORS origin.
  SITE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  // 'dev' (every charge succeeds, no money moves) or 'none'; unset: 'dev', except 'none' in production.
  PAYMENT_PROVIDER: z.enum(['dev', 'none']).optional(),
  // Public reads (home, results, details) are cached this long; at most 5 s, the freshness promise. 0 = off.
  PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(5000).default(2000),
  // PostgreSQL pool size and the longest a statement may run (ms), both chosen from `pnpm bench`.
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  // The longest wait for a new PostgreSQL connection (ms), and for the database at start-up (seconds).
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  DB_START_WAIT_SECONDS: z.coerce.number().int().min(0).default(30),
  // The dev outbox route (`/api/dev/outbox`, which shows sign-up and reset codes): only when set on purpose.
  DEV_OUTBOX: z.enum(['1', '0', 'true', 'false']).optional(),
  // Uploads in an S3-compatible bucket instead of DATA_DIR/uploads: set the bucket (and the rest as needed).
  STORAGE_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 of a-z, 0-9, "." and "-")')
    .optional(),
  STORAGE_S3_ENDPOINT: z
    .string()
    .refine((url) => /^https?:\/\/[^/\s]+/.test(url), 'must be an http:// or https:// address')
    .optional(),
  STORAGE_S3_REGION: z.string().min(1).optional(),
  STORAGE_S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  // Listing review (issue 28): 'off' publishes a listing on payment, without an operator's look.
  LISTING_REVIEW: z.enum(['on', 'off']).default('on'),
  // Where place names and points come from (issue 29): the seeded gazetteer table, the only one built in.
  GEOCODER: z
    .enum(GEOCODERS, {
      message: `must be one of: ${GEOCODERS.join(', ')} (the place geocoder; unset means gazetteer)`,
    })
    .default('gazetteer'),
  // SMS and WhatsApp through Twilio's Messages API (issue 30); unset: they go to the outbox table (development).
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio Account SID (AC followed by 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_SMS_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in international form (+14155550100)')
    .optional(),
  TWILIO_WHATSAPP_FROM: z
    .string()
    .transform((value) => value.replace(/^whatsapp:/, ''))
    .pipe(
      z
        .string()
        .regex(/^\+[1-9]\d{6,14}$/, 'must be a WhatsApp sender number in international form (+14155238886)'),
    )
    .optional(),
  // Twilio's address; a test points it at its own HTTP server.
  TWILIO_API_URL: z
    .string()
    .refine((url) => /^https?:\/\/[^/\s]+/.test(url), 'must be an http:// or https:// address')
    .default('https://api.twilio.com'),
  // Users' phones are stored as 10 digits: this country code makes them international (+91 9876543210).
  SMS_COUNTRY_CODE: z
    .string()
    .regex(/^\+[1-9]\d{0,3}$/, 'must be a country calling code such as +91')
    .default('+91'),
  SEED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
});

/** A setting that means nothing without STORAGE_S3_BUCKET, or one key of a pair without the other. */
function storageProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  const s3Only = ['STORAGE_S3_ENDPOINT', 'STORAGE_S3_REGION', 'STORAGE_S3_FORCE_PATH_STYLE'] as const;
  const orphans = s3Only.filter((name) => e[name] !== undefined);
  if (!e.STORAGE_S3_BUCKET && orphans.length)
    problems.push(
      `STORAGE_S3_BUCKET: required when ${orphans.join(', ')} is set (or unset those for local files)`,
    );
  if (e.STORAGE_S3_BUCKET && !e.AWS_ACCESS_KEY_ID !== !e.AWS_SECRET_ACCESS_KEY)
    problems.push(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: set both, or neither (the SDK then finds its own)',
    );
  return problems;
}

/** Twilio settings that make no provider: a key without its pair, or credentials with no sender. */
function twilioProblems(e: z.infer<typeof envSchema>): string[] {
  const credentials = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN].filter(Boolean).length;
  const senders = [e.TWILIO_SMS_FROM, e.TWILIO_WHATSAPP_FROM].filter(Boolean).length;
  if (credentials === 0 && senders === 0) return [];
  if (credentials < 2)
    return [
      'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: set both to send SMS or WhatsApp through Twilio (or unset every TWILIO_* setting to keep them in the dev outbox)',
    ];
  if (senders === 0)
    return ['TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM: set the sender number of at least one channel'];
  return [];
}

const yes = (value: string | undefined) => value === 'true' || value === '1';

/** A start-up problem the operator can fix (a setting, an unreachable database): its message says what. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** An S3-compatible bucket for uploads (STORAGE_S3_*). */
export interface S3Settings {
  kind: 's3';
  bucket: string;
  region: string;
  /** An S3-compatible server's address; null for AWS itself. */
  endpoint: string | null;
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want; AWS uses the host name. */
  forcePathStyle: boolean;
  /** Null: the AWS SDK's own chain (instance role, its environment variables, shared files). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/** SMS and WhatsApp through Twilio (TWILIO_*): a channel without its sender number is not sent. */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  smsFrom: string | null;
  whatsappFrom: string | null;
  /** https://api.twilio.com, or a test's server. */
  apiUrl: string;
  /** Prefixed to a stored 10-digit phone (SMS_COUNTRY_CODE). */
  countryCode: string;
}

export interface Config {
  env: string;
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL connection string; unset means embedded PGlite under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** Uploaded and generated images, served under /storage: in this folder unless storage is S3. */
  uploadsDir: string;
  storage: { kind: 'local' } | S3Settings;
  corsOrigins: string[];
  logLevel: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Public base of this API (photo and avatar paths are built from it). */
  publicUrl: string;
  /** The site's own address, for links in mails ("Open the conversation: ..."). */
  siteUrl: string;
  redisUrl: string | null;
  /** Fastify trustProxy: false (default), true, or comma-separated addresses/CIDRs of the load balancers. */
  trustProxy: boolean | string;
  seed: boolean;
  /** How long public reads are cached (ms, at most 5000); a listing write through this API clears them at once. */
  publicCacheMs: number;
  /** PostgreSQL: pool connections and statement timeout (ms; 0 = none). */
  dbPoolMax: number;
  dbStatementTimeoutMs: number;
  /** PostgreSQL: the longest wait for a connection (ms), and for the database at start-up (s). */
  dbConnectTimeoutMs: number;
  dbStartWaitSeconds: number;
  /** Whether `/api/dev/outbox` exists: only with DEV_OUTBOX=1, never because of what NODE_ENV is not. */
  devOutbox: boolean;
  /** Subscription payments: 'dev' records them paid at once; 'none' answers subscribe with 503. */
  paymentProvider: 'dev' | 'none';
  /** LISTING_REVIEW: paid listings wait in the operators' queue (true, the default) or go live at once (off). */
  listingReview: boolean;
  /** GEOCODER: the place geocoder ('gazetteer', the default: the seeded gazetteer table). */
  geocoder: GeocoderName;
  /** SMS and WhatsApp provider; null: both go to the outbox table (the dev outbox). */
  twilio: TwilioSettings | null;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new StartupError(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const settingErrors = [...storageProblems(e), ...twilioProblems(e)];
  if (settingErrors.length) throw new StartupError(`Invalid environment: ${settingErrors.join('; ')}`);
  const dataDir = path.resolve(e.DATA_DIR || path.join(repoRoot, '.data'));
  const corsOrigins = e.CORS_ORIGINS
    ? e.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
    : localOrigins;
  return {
    env: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || null,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    storage: e.STORAGE_S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.STORAGE_S3_BUCKET,
          region: e.STORAGE_S3_REGION ?? 'us-east-1',
          endpoint: e.STORAGE_S3_ENDPOINT ?? null,
          forcePathStyle:
            e.STORAGE_S3_FORCE_PATH_STYLE === undefined
              ? Boolean(e.STORAGE_S3_ENDPOINT)
              : yes(e.STORAGE_S3_FORCE_PATH_STYLE),
          credentials:
            e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY }
              : null,
        }
      : { kind: 'local' },
    corsOrigins,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    siteUrl: (e.SITE_URL || corsOrigins[0] || 'http://localhost:3000').replace(/\/+$/, ''),
    redisUrl: e.REDIS_URL || null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seed: e.SEED,
    publicCacheMs: e.PUBLIC_CACHE_MS,
    dbPoolMax: e.DB_POOL_MAX,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStartWaitSeconds: e.DB_START_WAIT_SECONDS,
    devOutbox: e.DEV_OUTBOX === '1' || e.DEV_OUTBOX === 'true',
    paymentProvider: e.PAYMENT_PROVIDER ?? (e.NODE_ENV === 'production' ? 'none' : 'dev'),
    listingReview: e.LISTING_REVIEW === 'on',
    geocoder: e.GEOCODER,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            smsFrom: e.TWILIO_SMS_FROM ?? null,
            whatsappFrom: e.TWILIO_WHATSAPP_FROM ?? null,
            apiUrl: e.TWILIO_API_URL.replace(/\/+$/, ''),
            countryCode: e.SMS_COUNTRY_CODE,
          }
        : null,
  };
}
