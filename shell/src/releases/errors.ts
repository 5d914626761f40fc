// What the shell does with errors of the page: each is reported (@basera/shared reportClientError, handed in by
// bootstrap: this module is in the entry and imports nothing shared), and a chunk missing after a deploy
// reloads the page once (reload-once.ts).
import { isChunkLoadError, reloadAfterChunkError } from './reload-once';

export type Report = (kind: 'error' | 'rejection' | 'boundary' | 'chunk', error: unknown) => unknown;

/** A chunk that did not load: reported, then the page reloads once if chunkReloadDecision allows it. */
export function chunkFailed(error: unknown, report: Report, reload = reloadAfterChunkError): boolean {
  report('chunk', error);
  return reload(error);
}

/** For RemoteErrorBoundary (setBoundaryErrorHandler): a missing chunk takes the chunk path, anything else is reported. */
export const boundaryHandler =
  (report: Report, reload = reloadAfterChunkError) =>
  (error: unknown): void => {
    if (isChunkLoadError(error)) chunkFailed(error, report, reload);
    else report('boundary', error);
  };

/**
 * Reports the page's uncaught errors and unhandled rejections (a missing chunk among them takes the chunk
 * path). "Script error." without an error object is another origin's script hiding its details: nothing to
 * report. Returns the uninstall.
 */
export function installErrorReporting(
  report: Report,
  reload = reloadAfterChunkError,
  target: Window = window,
): () => void {
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error ?? event.message;
    if (!event.error && (!event.message || event.message === 'Script error.')) return;
    if (isChunkLoadError(error)) chunkFailed(error, report, reload);
    else report('error', error);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) chunkFailed(event.reason, report, reload);
    else report('rejection', event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * For a remote loader's rejection (`load(module).catch(failedLoad(report))`): a missing chunk (a remote's page
 * after its deploy) takes the chunk path; the error is passed on either way.
 */
export const failedLoad =
  (report: Report, reload = reloadAfterChunkError) =>
  (error: unknown): never => {
    if (isChunkLoadError(error)) chunkFailed(error, report, reload);
    throw error;
  };
