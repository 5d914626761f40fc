// Types of page-html.mjs (the shell server's page writer), for the shell's unit tests.
import type { SeoPage } from '@basera/shared/types';

/** Where an SeoPage is written in the built index.html (comments the HTML minifier keeps). */
export const MARKERS: { headStart: string; headEnd: string; boot: string; body: string };
export const PAGE_TIMEOUT_MS: number;
export const FILE_TIMEOUT_MS: number;
export const RETRY_AFTER_SECONDS: number;

export function isSeoPage(value: unknown): value is SeoPage;
export function hasMarkers(template: string): boolean;
export function escapeAttribute(text: string): string;
export function jsonScriptText(value: unknown): string;
export function writesHead(page: Pick<SeoPage, 'kind'>, knownRoute: boolean): boolean;
export function pageStatus(page: Pick<SeoPage, 'kind' | 'status'>, knownRoute: boolean): 200 | 404 | 410;
export function writePage(template: string, page: SeoPage, pathname: string): string | null;
export function seoPageUrl(
  apiBase: string,
  pathname: string,
  query?: string,
  head?: boolean,
  bot?: boolean,
): string;
export const BOT_AGENT: RegExp;

interface FetchOptions {
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export function fetchSeoPage(
  apiBase: string,
  pathname: string,
  query: string | undefined,
  options?: FetchOptions & { head?: boolean; bot?: boolean },
): Promise<SeoPage>;
export function seoFileUrl(apiBase: string, pathname: string): string | null;
export function fetchSeoFile(
  url: string,
  headers?: Record<string, string | string[] | undefined>,
  options?: FetchOptions,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }>;
export function pageEtag(html: string): string;
export function encodePage(
  html: string,
  acceptEncoding?: string,
): { body: Buffer; encoding: 'br' | 'gzip' | null };
export function throttledLog(
  intervalMs?: number,
  log?: (message: string) => void,
  now?: () => number,
): (message: string) => boolean;

/** What the static server sends: status, headers, body bytes. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export function answerPage(options: {
  template: string;
  apiBase: string;
  pathname: string;
  query?: string;
  knownRoute: boolean;
  method?: string;
  headers?: Record<string, string | string[] | undefined>;
  report?: (message: string) => void;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}): Promise<Answer | null>;

export function answerSeoFile(options: {
  apiBase: string;
  pathname: string;
  headers?: Record<string, string | string[] | undefined>;
  report?: (message: string) => void;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}): Promise<Answer>;
