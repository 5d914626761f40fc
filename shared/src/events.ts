import type { ModalMode } from './types';

/** The window event that opens the login modal; its detail is the mode. */
export const OPEN_MODAL_EVENT = 'openModalBox';

type Handler = (mode: ModalMode) => void;

const handlers = new Set<Handler>();
/**
 * A request nobody was listening for yet (a click between React's first commit and its effects, or a remote
 * dispatching before the shell's host mounts). It waits for the next subscriber instead of being lost.
 */
let waiting: ModalMode | null = null;

const modeOf = (event: Event): ModalMode =>
  (event as CustomEvent<unknown>).detail === 'post' ? 'post' : 'login';

// One window listener for the page (this module is a federation singleton), so a raw dispatch from a remote
// is kept as well as one made through openModalBox.
if (typeof window !== 'undefined') {
  window.addEventListener(OPEN_MODAL_EVENT, (event) => {
    const mode = modeOf(event);
    if (handlers.size === 0) waiting = mode;
    for (const handler of [...handlers]) handler(mode);
  });
}

export function openModalBox(mode: ModalMode = 'login'): void {
  window.dispatchEvent(new CustomEvent<ModalMode>(OPEN_MODAL_EVENT, { detail: mode }));
}

/**
 * Subscribes to openModalBox; returns the unsubscribe function (fits React's useEffect). A request made while
 * nobody was subscribed is handed to the first subscriber at once.
 */
export function onOpenModalBox(handler: Handler): () => void {
  handlers.add(handler);
  if (waiting) {
    const mode = waiting;
    waiting = null;
    handler(mode);
  }
  return () => {
    handlers.delete(handler);
  };
}
