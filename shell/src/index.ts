import { remotesStarted } from './early-route';
import { installFederationRetry } from './federation-retry';

// Before any remote's entry loads, so that its federation instance has the plugin too.
installFederationRetry();

// The remotes are registered, and the current route's remote starts downloading, while the shell's own chunks
// are still arriving.
void remotesStarted();
// Async boundary: lets the federation runtime negotiate shared singletons before any of them is used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
