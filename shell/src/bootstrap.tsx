import type { useAuthStore } from '@basera/shared';
import { remotesStarted } from './early-route';
import { boundaryHandler, failedLoad, installErrorReporting } from './releases/errors';

declare global {
  interface Window {
    /** Handle on the page's single auth store, for support and for the cross-remote e2e tests. */
    basera?: { auth: typeof useAuthStore };
  }
}

/** Lets the browser paint and handle input before the next piece of start-up work. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The libraries' code runs when first imported, and on a slow phone all of it at once is one task of half a
 * second or more (React DOM, then MUI, then the rest) that no tap can interrupt. Imported one after the other,
 * with the browser free in between, it is three or four shorter tasks. The order is the order of dependence,
 * so each import finds what it needs already evaluated.
 */
async function importInStages() {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@basera/shared/ui');
  await yieldToBrowser();
  const shared = await import(/* webpackMode: "eager" */ '@basera/shared');
  await yieldToBrowser();
  const [{ StrictMode, startTransition }, { App }, { loadRemoteComponent, preloadRoute }] = await Promise.all(
    [
      import(/* webpackMode: "eager" */ 'react'),
      import(/* webpackMode: "eager" */ './App'),
      import(/* webpackMode: "eager" */ './remotes'),
    ],
  );
  return { createRoot, shared, StrictMode, startTransition, App, loadRemoteComponent, preloadRoute };
}

async function start() {
  const { createRoot, shared, StrictMode, startTransition, App, loadRemoteComponent, preloadRoute } =
    await importInStages();
  // From here on the page's errors are reported (with its builds and releases), and a chunk missing after a
  // deploy reloads the page once, from a section's boundary, a remote's load or an unhandled rejection.
  installErrorReporting(shared.reportClientError);
  shared.setBoundaryErrorHandler(boundaryHandler(shared.reportClientError));
  // index.html starts this script from its head (after the home banner has painted): it may run before the
  // parser has reached #root.
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  // Without the registry every remote section shows its Retry fallback; header and footer still work.
  await Promise.all([
    shared.loadRuntimeConfig('/config.json', window.__baseraBoot?.config),
    remotesStarted(),
  ]);
  shared.setRemoteLoader((module) => loadRemoteComponent(module).catch(failedLoad(shared.reportClientError)));
  preloadRoute(window.location.pathname, window.location.search);
  void shared.refreshSession();
  window.basera = { auth: shared.useAuthStore };
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container);
  // A transition renders in short slices that yield to the browser, so the first render is not one long task
  // that blocks input on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
