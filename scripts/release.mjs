// `pnpm release <command>`: versioned releases of the remotes, their registry, preview, canary, promote and
// rollback (scripts/lib/releases/cli.mjs; `pnpm release help` lists the commands).
import { root, urlOf } from './lib/apps.mjs';
import { run } from './lib/releases/cli.mjs';

process.exitCode = await run(process.argv.slice(2), { root, urlOf });
