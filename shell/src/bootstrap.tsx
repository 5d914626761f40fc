import { loadRuntimeConfig, refreshSession, setRemoteLoader, useAuthStore } from '@basera/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { remotesStarted } from './early-route';
import { loadRemoteComponent, preloadRoute } from './remotes';

declare global {
  interface Window {
    /** Handle on the page's single auth store, for support and for the cross-remote e2e tests. */
    basera?: { auth: typeof useAuthStore };
  }
}

async function start() {
  // index.html starts this script from its head (after the home banner has painted): it may run before the
  // parser has reached #root.
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  // Without the registry every remote section shows its Retry fallback; header and footer still work.
  await Promise.all([loadRuntimeConfig('/config.json', window.__baseraBoot?.config), remotesStarted()]);
  setRemoteLoader(loadRemoteComponent);
  preloadRoute(window.location.pathname, window.location.search);
  void refreshSession();
  window.basera = { auth: useAuthStore };
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
