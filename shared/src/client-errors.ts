// Client error reports: what went wrong in a visitor's page, sent to the API (POST /client-errors) with the
// builds and releases the page runs, so a bad release shows up in the API's log by its id.
import { getRuntimeConfig } from './config';
import type { ReleaseChannel } from './releases';

declare global {
  interface Window {
    /** Which build of each app the page runs (set by each app's main.js / remoteEntry.js). */
    __BASERA_BUILDS__?: Record<string, string>;
    /** Which release of each remote the page runs and through which channel (the shell's release plugin). */
    __BASERA_RELEASES__?: Record<string, { release: string | null; channel: ReleaseChannel }>;
  }
}

/** error: window 'error'; rejection: unhandled promise rejection; boundary: a section's error boundary; chunk: a chunk that did not load. */
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'boundary', 'chunk'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** Report field limits (the API's schema, shared/src/schemas/client-errors.ts, holds the same numbers). */
export const CLIENT_ERROR_LIMITS = {
  message: 500,
  stack: 4000,
  url: 300,
  /** Entries in builds (and in releases). */
  builds: 12,
  /** Characters of a build's name or id (a release's name or id). */
  build: 80,
} as const;

/** Reports one page sends at most: a page that throws in a loop must not flood the API. */
export const CLIENT_ERRORS_PER_PAGE = 5;
export const CLIENT_ERRORS_PATH = '/client-errors';

export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  stack?: string;
  /** The page's path only: a query may hold personal data (a search, a token). */
  url: string;
  builds: Record<string, string>;
  releases?: Record<string, { release: string | null; channel: ReleaseChannel }>;
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name || 'Error';
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string')
    return (error as { message: string }).message;
  try {
    return String(JSON.stringify(error) ?? error);
  } catch {
    return String(error);
  }
}

function limitedEntries<V>(record: Record<string, V> | undefined, value: (v: V) => V | undefined) {
  const out: Record<string, V> = {};
  for (const [key, v] of Object.entries(record ?? {}).slice(0, CLIENT_ERROR_LIMITS.builds)) {
    const kept = value(v);
    if (kept !== undefined) out[cut(key, CLIENT_ERROR_LIMITS.build)] = kept;
  }
  return out;
}

/** What the page says of itself in a report: its path, its builds and its releases. */
export interface PageFacts {
  path: string;
  builds?: Record<string, string>;
  releases?: ClientErrorReport['releases'];
}

const pageFacts = (): PageFacts => ({
  path: typeof location === 'undefined' ? '/' : location.pathname,
  builds: typeof window === 'undefined' ? undefined : window.__BASERA_BUILDS__,
  releases: typeof window === 'undefined' ? undefined : window.__BASERA_RELEASES__,
});

/** The report of one error, trimmed to the API's limits (every field fits its schema). */
export function clientErrorReport(
  kind: ClientErrorKind,
  error: unknown,
  page: PageFacts = pageFacts(),
): ClientErrorReport {
  const message = cut(messageOf(error).trim() || 'Unknown error', CLIENT_ERROR_LIMITS.message);
  const stack =
    error instanceof Error && typeof error.stack === 'string' && error.stack
      ? cut(error.stack, CLIENT_ERROR_LIMITS.stack)
      : undefined;
  const report: ClientErrorReport = {
    kind,
    message,
    ...(stack ? { stack } : {}),
    // Path only, whatever the caller passed: no query, no fragment.
    url: cut(page.path.split(/[?#]/)[0] || '/', CLIENT_ERROR_LIMITS.url),
    builds: limitedEntries(page.builds, (id) =>
      typeof id === 'string' ? cut(id, CLIENT_ERROR_LIMITS.build) : undefined,
    ),
  };
  if (page.releases)
    report.releases = limitedEntries(page.releases, (r) =>
      r && typeof r === 'object'
        ? {
            release: typeof r.release === 'string' ? cut(r.release, CLIENT_ERROR_LIMITS.build) : null,
            channel: r.channel,
          }
        : undefined,
    );
  return report;
}

/** Sends a report's JSON: sendBeacon (survives the page unloading or reloading), else fetch with keepalive. */
export function sendReport(url: string, body: string): void {
  try {
    // A string goes as text/plain: a simple request, no CORS preflight (which a beacon cannot make).
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, body)) return;
    }
    if (typeof fetch === 'function') {
      void fetch(url, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      }).catch(() => undefined);
    }
  } catch {
    // A report that cannot leave is dropped: reporting never breaks the page.
  }
}

export interface ClientErrorReporter {
  /** Sends a report unless this page has sent its share or already sent one with the same message. */
  report(kind: ClientErrorKind, error: unknown): boolean;
}

/** A reporter with its own count and memory of messages (one per page: reportClientError). */
export function createClientErrorReporter({
  limit = CLIENT_ERRORS_PER_PAGE,
  send = sendReport,
  endpoint = () => `${getRuntimeConfig().apiBase}${CLIENT_ERRORS_PATH}`,
  page = pageFacts,
}: {
  limit?: number;
  send?: (url: string, body: string) => void;
  endpoint?: () => string;
  page?: () => PageFacts;
} = {}): ClientErrorReporter {
  let sent = 0;
  const seen = new Set<string>();
  return {
    report(kind, error) {
      try {
        if (sent >= limit) return false;
        const report = clientErrorReport(kind, error, page());
        if (seen.has(report.message)) return false;
        seen.add(report.message);
        sent += 1;
        send(endpoint(), JSON.stringify(report));
        return true;
      } catch {
        return false;
      }
    },
  };
}

const pageReporter = createClientErrorReporter();

/** Reports an error of this page to the API (at most CLIENT_ERRORS_PER_PAGE, one per message). */
export function reportClientError(kind: ClientErrorKind, error: unknown): boolean {
  return pageReporter.report(kind, error);
}

let boundaryHandler: (error: unknown) => void = (error) => {
  reportClientError('boundary', error);
};

/**
 * What a section's error boundary (RemoteErrorBoundary) does with what it caught: by default report it. The shell
 * sets its own at start-up (a missing chunk after a deploy reloads the page once: shell/src/releases).
 */
export function setBoundaryErrorHandler(handler: (error: unknown) => void): void {
  boundaryHandler = handler;
}

/** Called by the error boundaries with what they caught; never throws. */
export function boundaryCaught(error: unknown): void {
  try {
    boundaryHandler(error);
  } catch {
    // Reporting never breaks the page.
  }
}
