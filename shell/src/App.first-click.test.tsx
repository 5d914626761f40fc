import { type AuthModalsProps, setRemoteLoader } from '@basera/shared';
import { stubMatchMedia } from '@basera/shared/testing';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './App';

function FakeAuthModals({ open }: AuthModalsProps) {
  return open ? <div role="dialog">Login</div> : null;
}
jest.mock('./remotes', () => ({ loadRemoteComponent: jest.fn(async () => FakeAuthModals) }));

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root | undefined;

beforeEach(() => {
  stubMatchMedia(false);
  window.scrollTo = jest.fn() as never;
  // Pages and the API never answer: only the header matters here.
  setRemoteLoader(() => new Promise(() => {}));
  (globalThis as { fetch: unknown }).fetch = jest.fn(() => new Promise(() => {}));
  // Rendered as the browser does it (bootstrap.tsx), not inside act(), which would run effects at once.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  root?.unmount();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

it('opens the login dialog for a click that lands after the header paints but before React’s effects run', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  let clicked = false;
  // A mutation callback runs right after the commit that adds the button, before React's effects (a later
  // task): the moment a user's (or a busy test machine's) early click can land.
  const observer = new MutationObserver(() => {
    const button = [...container.querySelectorAll('button')].find(
      (element) => element.textContent === 'Login / Sign Up',
    );
    if (!button || clicked) return;
    clicked = true;
    button.click();
  });
  observer.observe(container, { childList: true, subtree: true });
  startTransition(() => {
    root = createRoot(container);
    root.render(<App />);
  });
  const dialog = () => container.ownerDocument.querySelector('[role="dialog"]');
  for (let wait = 0; wait < 100 && !dialog(); wait += 1) await new Promise((done) => setTimeout(done, 10));
  observer.disconnect();
  expect(clicked).toBe(true);
  expect(dialog()?.textContent).toBe('Login');
});
