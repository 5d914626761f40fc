import type { ModalMode, UserType } from './types';

/** The window event that opens the login modal; its detail is the mode. */
export const OPEN_MODAL_EVENT = 'openModalBox';

/**
 * Why the login box opened from an action, and what finishes once the user is signed in (by sign-in or by
 * sign-up): the shortlist heart's place is saved, a guarded page opens. Without an intent (the header's
 * "Login / Sign Up") a sign-in goes to /myaccount, as the spec says.
 */
export interface LoginIntent {
  /** One plain line at the top of the box: "Sign in to save this place"; none for a plain sign-in that stays. */
  reason?: string;
  /** Where to go once signed in; without it the user stays where they are (same page, same scroll). */
  to?: string;
  /** The action to finish once signed in, told which type of account signed in. */
  resume?: (usertype: UserType) => void;
}

export interface ModalRequest {
  mode: ModalMode;
  intent: LoginIntent | null;
}

type Handler = (mode: ModalMode, intent: LoginIntent | null) => void;

const handlers = new Set<Handler>();
/**
 * A request nobody was listening for yet (a click between React's first commit and its effects, or a remote
 * dispatching before the shell's host mounts). It waits for the next subscriber instead of being lost.
 */
let waiting: ModalRequest | null = null;
/**
 * The intent of the openModalBox call being dispatched right now. The event's detail stays the bare mode (the
 * spec's contract, which raw dispatches from remotes use); dispatching is synchronous, so the listener below
 * picks the intent up during the same call.
 */
let dispatching: LoginIntent | null = null;

const modeOf = (event: Event): ModalMode =>
  (event as CustomEvent<unknown>).detail === 'post' ? 'post' : 'login';

// One window listener for the page (this module is a federation singleton), so a raw dispatch from a remote
// is kept as well as one made through openModalBox.
if (typeof window !== 'undefined') {
  window.addEventListener(OPEN_MODAL_EVENT, (event) => {
    const mode = modeOf(event);
    const intent = dispatching;
    dispatching = null;
    if (handlers.size === 0) waiting = { mode, intent };
    for (const handler of [...handlers]) handler(mode, intent);
  });
}

/** Opens the login box; with an intent, the box says why and finishes the action once signed in. */
export function openModalBox(mode: ModalMode = 'login', intent?: LoginIntent): void {
  dispatching = intent ?? null;
  try {
    window.dispatchEvent(new CustomEvent<ModalMode>(OPEN_MODAL_EVENT, { detail: mode }));
  } finally {
    dispatching = null;
  }
}

/**
 * Subscribes to openModalBox; returns the unsubscribe function (fits React's useEffect). A request made while
 * nobody was subscribed is handed to the first subscriber at once, with its intent.
 */
export function onOpenModalBox(handler: Handler): () => void {
  handlers.add(handler);
  if (waiting) {
    const { mode, intent } = waiting;
    waiting = null;
    handler(mode, intent);
  }
  return () => {
    handlers.delete(handler);
  };
}
