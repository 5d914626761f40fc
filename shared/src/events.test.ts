import { type LoginIntent, OPEN_MODAL_EVENT, onOpenModalBox, openModalBox } from './events';

// A request nobody subscribed to waits for the next subscriber: drain it so each test starts with none.
beforeEach(() => onOpenModalBox(() => {})());

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
    expect(handler.mock.calls).toEqual([
      ['login', null],
      ['post', null],
      ['post', null],
    ]);

    unsubscribe();
    openModalBox('post');
    expect(handler).toHaveBeenCalledTimes(3);
    // Nobody listened: the request waits for the next subscriber (and is handed over once).
    const next = jest.fn();
    const stop = onOpenModalBox(next);
    stop();
    expect(next.mock.calls).toEqual([['post', null]]);
  });

  it('keeps a request made before anyone listens and hands it to the first subscriber, once', () => {
    openModalBox('post');
    openModalBox('login');
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = onOpenModalBox(first);
    const stopSecond = onOpenModalBox(second);
    // The latest request wins; it is not replayed to later subscribers.
    expect(first.mock.calls).toEqual([['login', null]]);
    expect(second).not.toHaveBeenCalled();
    openModalBox('post');
    expect(first.mock.calls).toEqual([
      ['login', null],
      ['post', null],
    ]);
    expect(second.mock.calls).toEqual([['post', null]]);
    stopFirst();
    stopSecond();
  });

  it('keeps a raw event a remote dispatched before anyone listens', () => {
    window.dispatchEvent(new CustomEvent('openModalBox', { detail: 'post' }));
    const handler = jest.fn();
    const stop = onOpenModalBox(handler);
    stop();
    expect(handler.mock.calls).toEqual([['post', null]]);
  });

  it('does not keep a request someone heard', () => {
    const heard = jest.fn();
    const stopHeard = onOpenModalBox(heard);
    openModalBox('login');
    stopHeard();
    const later = jest.fn();
    const stopLater = onOpenModalBox(later);
    stopLater();
    expect(heard.mock.calls).toEqual([['login', null]]);
    expect(later).not.toHaveBeenCalled();
  });

  it('maps an unknown or missing detail to "login"', () => {
    const handler = jest.fn();
    const unsubscribe = onOpenModalBox(handler);
    window.dispatchEvent(new CustomEvent('openModalBox', { detail: 'admin' }));
    window.dispatchEvent(new CustomEvent('openModalBox'));
    window.dispatchEvent(new Event('openModalBox'));
    unsubscribe();
    expect(handler.mock.calls).toEqual([
      ['login', null],
      ['login', null],
      ['login', null],
    ]);
  });

  it('carries an intent with the request, while the event itself still says only the mode', () => {
    const intent: LoginIntent = { reason: 'Sign in to save this place', resume: jest.fn() };
    const details: unknown[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    window.addEventListener('openModalBox', listener);
    const handler = jest.fn();
    const stop = onOpenModalBox(handler);
    openModalBox('login', intent);
    // The next request without one does not inherit it.
    openModalBox('post');
    window.dispatchEvent(new CustomEvent('openModalBox', { detail: 'login' }));
    stop();
    window.removeEventListener('openModalBox', listener);
    expect(details).toEqual(['login', 'post', 'login']);
    expect(handler.mock.calls).toEqual([
      ['login', intent],
      ['post', null],
      ['login', null],
    ]);
  });

  it('keeps the intent of a request made before anyone listens (the shell or mf-auth still loading)', () => {
    const intent: LoginIntent = { reason: 'Sign in to see your shortlist', to: '/user/wishlist' };
    openModalBox('login', intent);
    const handler = jest.fn();
    const stop = onOpenModalBox(handler);
    stop();
    expect(handler.mock.calls).toEqual([['login', intent]]);
  });
});
