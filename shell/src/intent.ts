import { useAuthStore } from '@basera/shared';
import { whenSettled } from '@basera/shared/settled';
import { loadShare } from '@module-federation/enhanced/runtime';
import { loadRemoteComponent, loadUiMore } from './remotes';

const SCHEMAS = '@basera/shared/schemas';

/**
 * The boxes a tap in the header opens, each a remote's module: their code is not part of the first visit, and
 * on a slow phone network a download started by the tap itself takes seconds (a round trip alone is 400 ms on
 * Slow 3G). So they download ahead, on intent: when the pointer enters their button, when it takes focus, at
 * the touch that starts a tap, when the phone's menu opens (the login button lives there), and, failing all of
 * that, once the page has loaded and the network and the browser are quiet (`prefetchWhenSettled`).
 */
export const BOXES = {
  keyword: 'mf_search/KeywordSearchModal',
  login: 'mf_auth/AuthModals',
} as const;
export type Box = keyof typeof BOXES;

/** Starts downloading a box's module (once: remotes.ts keeps one load per module). A failure is the tap's to report. */
export function prefetchBox(box: Box): void {
  loadRemoteComponent(BOXES[box]).catch(() => undefined);
  // Both boxes check with the shared schemas (and zod), which their code asks for only when a form is checked:
  // downloaded here beside the box (not run: building them is a long task on a slow phone), so that first check
  // does not wait a round trip and ~45 KB on a slow network.
  prefetchShared(SCHEMAS);
}

/** Starts downloading a module the shell shares (a prefetch never throws: without a federation runtime, nothing). */
function prefetchShared(name: string) {
  try {
    loadShare(name)?.catch(() => undefined);
  } catch {
    // No federation instance (a unit test's page): the box's own load asks for it when needed.
  }
}

/** Props for a button that opens `box`: hover, focus and the touch that starts a tap begin its download. */
export function intentProps(box: Box) {
  const start = () => prefetchBox(box);
  return { onPointerEnter: start, onFocus: start, onTouchStart: start };
}

interface NetworkInformation {
  saveData?: boolean;
}

/** performance.mark name for the start of the idle prefetch (scripts/bench/bundles.mjs reads it). */
export const IDLE_PREFETCH_MARK = 'basera:idle-prefetch';
/**
 * Once the page has settled (whenSettled), downloads what a tap may need next: the keyword box, the login box
 * (signed out only: signed in, the header has no login button, and the box with its schemas was ~55 KB that a
 * signed-in page downloaded for nothing), and the dialogs and drawer of `@basera/shared/ui-more` (the phone
 * menu). (The toast library comes with the page: the first toast is often "You're offline", which a library
 * still to download could not show.) Not with Save-Data on (then only intent downloads them). `keywordLoaded`
 * runs once the keyword box's code is here: the header mounts the box then, closed, so a tap only shows it (its
 * first render and styles, at a phone's 4x slower CPU, were about half of the tap's 500 ms). Returns a cancel
 * function.
 */
export function prefetchWhenSettled({ keywordLoaded }: { keywordLoaded?: () => void } = {}): () => void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return () => undefined;
  return whenSettled(() => {
    performance.mark?.(IDLE_PREFETCH_MARK);
    loadRemoteComponent(BOXES.keyword).then(keywordLoaded, () => undefined);
    if (!useAuthStore.getState().token) prefetchBox('login');
    // The phone menu's drawer (and every dialog): a tap on the menu should not wait for a download.
    loadUiMore().catch(() => undefined);
  });
}
