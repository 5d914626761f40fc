import type { ModalMode } from './types';

/** The window event that opens the login modal; its detail is the mode. */
export const OPEN_MODAL_EVENT = 'openModalBox';

export function openModalBox(mode: ModalMode = 'login'): void {
  window.dispatchEvent(new CustomEvent<ModalMode>(OPEN_MODAL_EVENT, { detail: mode }));
}

/** Subscribes to openModalBox; returns the unsubscribe function (fits React's useEffect). */
export function onOpenModalBox(handler: (mode: ModalMode) => void): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    handler(detail === 'post' ? 'post' : 'login');
  };
  window.addEventListener(OPEN_MODAL_EVENT, listener);
  return () => window.removeEventListener(OPEN_MODAL_EVENT, listener);
}
