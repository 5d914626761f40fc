import { useAuthStore } from './auth-store';
import { takeSignedInRead } from './boot';
import { getRuntimeConfig } from './config';
import { isOffline, OFFLINE_MESSAGE } from './online';
import type { FieldErrors } from './types';

/** A non-2xx answer (or no answer at all: status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** First message for a field, the way the forms show it. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects are sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined | Array<string | number>>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const base = getRuntimeConfig().apiBase;
  // Relative bases ("/api" behind the same host) resolve against the page's origin.
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const url = new URL(`${base}/${path.replace(/^\/+/, '')}`, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

/**
 * Calls the provider API with the stored bearer token. Resolves with the parsed body of a 2xx answer;
 * anything else rejects with an ApiError. A 401 on a signed-in call ends the session, as the token is dead.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = useAuthStore.getState().token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  // A plain read index.html already started for this session (a signed-in page's first read) is that response.
  const plainRead = !options.method && body === undefined && !options.query && !options.signal;
  const started = plainRead ? takeSignedInRead(path, token) : undefined;
  let response: Response;
  try {
    response = await (started ??
      fetch(buildUrl(path, options.query), {
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        signal: options.signal,
      }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    // The message is the one a user may be shown (errorMessage says the same when offline).
    throw new ApiError(0, isOffline() ? OFFLINE_MESSAGE : 'Network error');
  }

  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (response.ok) return parsed as T;

  const record = (parsed && typeof parsed === 'object' ? parsed : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  // Only the session that made the call ends: a late 401 for an old token must not sign out a newer one.
  if (response.status === 401 && token && useAuthStore.getState().token === token)
    useAuthStore.getState().logout();
  throw new ApiError(
    response.status,
    typeof record.message === 'string' ? record.message : response.statusText || 'Request failed',
    normaliseErrors(record.errors),
    parsed,
  );
}

function normaliseErrors(errors: unknown): FieldErrors {
  if (!errors || typeof errors !== 'object') return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const list = Array.isArray(value) ? value : [value];
    out[field] = list.filter((item): item is string => typeof item === 'string');
  }
  return out;
}

/** SWR fetcher: `useSWR('/general-settings', apiFetcher)`. */
export const apiFetcher = <T = unknown>(path: string): Promise<T> => apiRequest<T>(path);
