import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createThrottle, type Throttle } from './auth/throttle';
import type { Config } from './config';
import type { Db } from './db';
import { createGeocoder, type Geocoder } from './geo';
import { handleError } from './http/error-handler';
import { frameworkErrors } from './http/framework-errors';
import { securityHeaders } from './http/security-headers';
import { ListingCounters } from './listings/counters';
import { PublicCache } from './listings/public-cache';
import { createTransport, type MessageTransport } from './messaging/transport';
import type { Notifier } from './notify/notifier';
import { createNotifier } from './notify/service';
import { createPaymentProvider, type PaymentProvider } from './payments/provider';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { bedAlertRoutes } from './routes/bed-alerts';
import { clientErrorRoutes } from './routes/client-errors';
import { contentRoutes } from './routes/content';
import { contentMessageRoutes } from './routes/content-message';
import { devOutboxRoutes } from './routes/dev-outbox';
import { enquiryRoutes } from './routes/enquiries';
import { generalSettingsRoutes } from './routes/general-settings';
import { healthRoutes } from './routes/health';
import { listerRoutes } from './routes/lister';
import { statusRoutes } from './routes/lister/status';
import { subscriptionRoutes } from './routes/lister/subscriptions';
import { listingRoutes } from './routes/listings';
import { notificationRoutes } from './routes/notifications';
import { placesRoutes } from './routes/places';
import { ratingRoutes } from './routes/ratings';
import { ownerRatingRoutes } from './routes/ratings-owner';
import { savedSearchRoutes } from './routes/saved-searches';
import { seoPageRoutes } from './routes/seo-pages';
import { seoPlaceRoutes } from './routes/seo-places';
import { storageRoutes } from './routes/storage';
import { createStorage, type Storage } from './storage/storage';

export interface AppDeps {
  config: Config;
  db: Db;
  transport: MessageTransport;
  /** Throttle counters: in memory, or Redis when REDIS_URL is set. */
  throttle: Throttle;
  /** Subscription payments (config.paymentProvider); null when not set up. */
  payments: PaymentProvider | null;
  /** Public reads shared by every viewer; cleared by any listing write. */
  publicCache: PublicCache;
  /** Uploaded and generated files (served under /storage): a local folder, or S3 when configured. */
  storage: Storage;
  /** Listing page views and calls revealed, counted in memory and written in batches. */
  counters: ListingCounters;
  /** Place names and points (the "where" box, searches near a place): config.geocoder, the gazetteer by default. */
  geocoder: Geocoder;
  /** The time as the API sees it: reminders, alert sweeps and due-checks read it (tests move it). */
  clock: () => Date;
  /** Notifications to users on their chosen channels (email, SMS, WhatsApp), delivered once by a durable queue. */
  notifier: Notifier;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Route modules mounted under /api. Later issues add theirs here. */
const routeModules = [
  healthRoutes,
  generalSettingsRoutes,
  authRoutes,
  listingRoutes,
  accountRoutes,
  contentRoutes,
  contentMessageRoutes,
  enquiryRoutes,
  placesRoutes,
  savedSearchRoutes,
  bedAlertRoutes,
  notificationRoutes,
  // Issue 33: page heads, landing pages, robots.txt, sitemaps, share pictures.
  seoPageRoutes,
  seoPlaceRoutes,
  clientErrorRoutes,
];
/** Route modules that change listings: every write through them clears the public cache (see below). */
const listingWriters = [
  listerRoutes,
  subscriptionRoutes,
  statusRoutes,
  adminRoutes,
  // Issue 32: a review, its hiding or showing changes the listing's rating on cards.
  ratingRoutes,
  ownerRatingRoutes,
];

/**
 * Builds the API (not listening): main.ts listens, tests use app.inject(). Without a transport, messages go
 * to SMTP when configured, else to the dev outbox and the app's log.
 */
export async function buildApp(
  input: Omit<
    AppDeps,
    | 'transport'
    | 'throttle'
    | 'payments'
    | 'publicCache'
    | 'storage'
    | 'counters'
    | 'geocoder'
    | 'clock'
    | 'notifier'
  > & {
    transport?: MessageTransport;
    throttle?: Throttle;
    payments?: PaymentProvider | null;
    publicCache?: PublicCache;
    storage?: Storage;
    counters?: ListingCounters;
    geocoder?: Geocoder;
    clock?: () => Date;
    /** Default: the durable notifier (pg-boss on PostgreSQL, the embedded queue on PGlite), not started. */
    notifier?: Notifier;
  },
  options: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Throttles key on the client address: trust X-Forwarded-For only from configured proxies.
    trustProxy: input.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A URL Fastify cannot decode (`%E0%A4%A`) answers in this API's own 400 shape.
    frameworkErrors,
    ...options,
  });
  const transport = input.transport ?? createTransport(input.config, input.db, app.log);
  const clock = input.clock ?? (() => new Date());
  const deps: AppDeps = {
    ...input,
    transport,
    clock,
    notifier:
      input.notifier ??
      createNotifier({ config: input.config, db: input.db, transport, clock, log: app.log }),
    throttle:
      input.throttle ??
      createThrottle(input.config.redisUrl, {
        warn: (message) => app.log.warn(message),
        info: (message) => app.log.info(message),
      }),
    payments: input.payments !== undefined ? input.payments : createPaymentProvider(input.config),
    publicCache: input.publicCache ?? new PublicCache({ ttlMs: input.config.publicCacheMs, maxEntries: 500 }),
    storage: input.storage ?? createStorage(input.config),
    counters: input.counters ?? new ListingCounters(input.db),
    geocoder: input.geocoder ?? createGeocoder(input.config, input.db),
  };
  app.decorate('deps', deps);
  app.decorateRequest('auth', null);
  // A throttle the app made is the app's to close; one passed in belongs to the caller.
  if (!input.throttle) app.addHook('onClose', () => deps.throttle.close());
  if (!input.storage) app.addHook('onClose', async () => deps.storage.close());
  // The app's own notifier stops its timers and workers (rows not sent stay in the table for the next start).
  if (!input.notifier) app.addHook('onClose', () => deps.notifier.stop());
  // Counts not yet written go in before the database closes (main.ts closes the app first).
  if (!input.counters)
    app.addHook('onClose', () =>
      deps.counters
        .close()
        .catch((error) => app.log.error({ err: error }, 'listing counters: last flush failed')),
    );

  await app.register(cors, {
    origin: deps.config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });

  app.setErrorHandler(handleError);
  app.addHook('onRequest', securityHeaders);

  // Listing photos, avatars and content pictures, from the local folder or the bucket.
  await app.register(storageRoutes);

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ status: false, message: 'Not found' }));

  await app.register(
    async (api) => {
      for (const routes of routeModules) await api.register(routes);
      await api.register(async (writers) => {
        // Cleared before the answer leaves (onSend), whatever the outcome: the writer's next read is fresh.
        writers.addHook('onSend', async (request, _reply, payload) => {
          if (request.method !== 'GET' && request.method !== 'HEAD') deps.publicCache.invalidate();
          return payload;
        });
        for (const routes of listingWriters) await writers.register(routes);
      });
      if (deps.config.devOutbox) await api.register(devOutboxRoutes);
    },
    { prefix: '/api' },
  );
  return app;
}
