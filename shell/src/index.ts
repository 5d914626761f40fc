import { remotesStarted } from './early-route';
import { installFederationRetry } from './federation-retry';
import { reloadAfterChunkError } from './releases/reload-once';

// Before any remote's entry loads, so that its federation instance has the plugin too.
installFederationRetry();

// The remotes are registered, and the current route's remote starts downloading, while the shell's own chunks
// are still arriving.
void remotesStarted();
// Async boundary: lets the federation runtime negotiate shared singletons before any of them is used.
// A start-up chunk missing after the shell's deploy (this main.js is older than the server's files) reloads
// the page once; otherwise the failure stays an unhandled rejection (reported once bootstrap has run: never).
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  if (!reloadAfterChunkError(error)) throw error;
});
