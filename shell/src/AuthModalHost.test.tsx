import { type AuthModalsProps, openModalBox } from '@basera/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { AUTH_LOADING_TEXT, AUTH_UNAVAILABLE_TEXT } from './AuthDialogs';
import { AuthModalHost, SLOW_LOAD_MS } from './AuthModalHost';
import { loadRemoteComponent } from './remotes';

jest.mock('./remotes', () => ({ loadRemoteComponent: jest.fn() }));
const loadMock = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;

/**
 * Stands in for mf-auth's dialog: what the user sees is a dialog titled by its mode, with the intent's reason,
 * and "Sign in" finishing the intent as mf-auth does after a sign-in.
 */
function FakeAuthModals({ mode, open, onClose, intent }: AuthModalsProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label={mode === 'post' ? 'Login as lister' : 'Login'}>
      {intent && <p>{intent.reason}</p>}
      <button type="button" onClick={() => intent?.resume?.('Customer')}>
        Sign in
      </button>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/**
 * A load the test finishes when it chooses (a slow network holding mf-auth's remoteEntry back). Every call
 * meanwhile gets the same load, as remotes.ts shares the one in flight.
 */
function heldLoad() {
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const loading = new Promise<never>((resolve, reject) => {
    arrive = () => resolve(FakeAuthModals as never);
    fail = reject;
  });
  loadMock.mockReturnValue(loading);
  return {
    arrive: () => act(async () => arrive()),
    fail: () => act(async () => fail(new Error('mf-auth is down'))),
  };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  loadMock.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

const click = (mode: 'login' | 'post' = 'login') => act(() => openModalBox(mode));

describe('AuthModalHost: no login request is lost', () => {
  it('opens the dialog for a request made before the host was mounted', async () => {
    loadMock.mockResolvedValue(FakeAuthModals as never);
    openModalBox('post');
    render(<AuthModalHost />);
    expect(await screen.findByRole('dialog', { name: 'Login as lister' })).toBeTruthy();
  });

  it('opens the dialog once mf-auth arrives for a click made while it loads, with a loading state if slow', async () => {
    jest.useFakeTimers();
    const load = heldLoad();
    render(<AuthModalHost />);
    click();
    // A quick load shows nothing in between; a slow one shows that sign-in is on its way.
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(SLOW_LOAD_MS));
    expect(await screen.findByRole('dialog', { name: AUTH_LOADING_TEXT })).toBeTruthy();
    await load.arrive();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: AUTH_LOADING_TEXT })).toBeNull();
  });

  it('honours a second click while loading with one dialog, in the latest mode', async () => {
    const load = heldLoad();
    render(<AuthModalHost />);
    click('login');
    click('post');
    await load.arrive();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Login as lister' })).toBeTruthy();
  });

  it('tells the user when mf-auth cannot be loaded, and Retry opens the dialog', async () => {
    const load = heldLoad();
    render(<AuthModalHost />);
    click();
    await load.fail();
    expect(await screen.findByRole('dialog', { name: AUTH_UNAVAILABLE_TEXT })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please check your connection and try again.');

    loadMock.mockResolvedValueOnce(FakeAuthModals as never);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: AUTH_UNAVAILABLE_TEXT })).toBeNull();
  });

  it('after a failure, the next click loads again instead of doing nothing', async () => {
    const load = heldLoad();
    render(<AuthModalHost />);
    click();
    await load.fail();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    loadMock.mockResolvedValueOnce(FakeAuthModals as never);
    click();
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('shows the loading state while mf-auth’s dialog suspends, then the dialog', async () => {
    let arrive: () => void = () => {};
    const LazyDialog = lazy(
      () =>
        new Promise<{ default: typeof FakeAuthModals }>((resolve) => {
          arrive = () => resolve({ default: FakeAuthModals });
        }),
    );
    loadMock.mockResolvedValueOnce(LazyDialog as never);
    // Whatever suspends below the host must not reach a boundary above it (here: a blank page).
    render(
      <Suspense fallback={<p>page replaced</p>}>
        <AuthModalHost />
      </Suspense>,
    );
    click();
    expect(await screen.findByRole('dialog', { name: AUTH_LOADING_TEXT })).toBeTruthy();
    expect(screen.queryByText('page replaced')).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('does not open the dialog later when the user cancelled the wait', async () => {
    jest.useFakeTimers();
    const load = heldLoad();
    render(<AuthModalHost />);
    click();
    act(() => jest.advanceTimersByTime(SLOW_LOAD_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await load.arrive();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The next click opens it at once.
    click();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it("keeps an action's intent while mf-auth loads, and hands it over when it arrives", async () => {
    const load = heldLoad();
    render(<AuthModalHost />);
    const resume = jest.fn();
    act(() => openModalBox('login', { reason: 'Sign in to save this place', resume }));
    await load.arrive();
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog.textContent).toContain('Sign in to save this place');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(resume).toHaveBeenCalledWith('Customer');
  });

  it('a later plain Login / Sign Up does not inherit an earlier intent', async () => {
    loadMock.mockResolvedValue(FakeAuthModals as never);
    render(<AuthModalHost />);
    const resume = jest.fn();
    act(() => openModalBox('login', { reason: 'Sign in to save this place', resume }));
    expect((await screen.findByRole('dialog', { name: 'Login' })).textContent).toContain('save this place');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    click('login');
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(dialog.textContent).not.toContain('save this place');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(resume).not.toHaveBeenCalled();
  });
});
