import { OPEN_MODAL_EVENT, onOpenModalBox, openModalBox } from './events';

describe('openModalBox event', () => {
  it('openModalBox("post") dispatches a window CustomEvent "openModalBox" with detail "post"', () => {
    const seen: Array<{ type: string; detail: unknown; isCustom: boolean }> = [];
    const listener = (event: Event) =>
      seen.push({
        type: event.type,
        detail: (event as CustomEvent).detail,
        isCustom: event instanceof CustomEvent,
      });
    window.addEventListener('openModalBox', listener);
    try {
      openModalBox('post');
    } finally {
      window.removeEventListener('openModalBox', listener);
    }
    expect(OPEN_MODAL_EVENT).toBe('openModalBox');
    expect(seen).toEqual([{ type: 'openModalBox', detail: 'post', isCustom: true }]);
  });

  it('openModalBox() without a mode opens the login box', () => {
    const details: unknown[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    window.addEventListener('openModalBox', listener);
    openModalBox();
    window.removeEventListener('openModalBox', listener);
    expect(details).toEqual(['login']);
  });

  it('onOpenModalBox hands the mode to the handler and stops after unsubscribe', () => {
    const handler = jest.fn();
    const unsubscribe = onOpenModalBox(handler);

    openModalBox('login');
    openModalBox('post');
    // A remote that dispatches the raw event (not through the helper) reaches the handler too.
    window.dispatchEvent(new CustomEvent('openModalBox', { detail: 'post' }));
    expect(handler.mock.calls).toEqual([['login'], ['post'], ['post']]);

    unsubscribe();
    openModalBox('post');
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('maps an unknown or missing detail to "login"', () => {
    const handler = jest.fn();
    const unsubscribe = onOpenModalBox(handler);
    window.dispatchEvent(new CustomEvent('openModalBox', { detail: 'admin' }));
    window.dispatchEvent(new CustomEvent('openModalBox'));
    window.dispatchEvent(new Event('openModalBox'));
    unsubscribe();
    expect(handler.mock.calls).toEqual([['login'], ['login'], ['login']]);
  });
});
