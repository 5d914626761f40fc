// `pnpm bench`: prints numbers (bundle sizes, first-visit JavaScript; API benchmarks join as they land).
// Benchmarks never fail on timing.
import { benchBundles } from './bench/bundles.mjs';

await benchBundles();
