// `pnpm release <command>`: publish a remote as an immutable release, open it for preview, give it to a share of
// visitors (canary), make it the stable release (promote), go back (rollback), and see what runs where (status).
// scripts/release.mjs finds the repo and calls run(); tests call run() with a temp folder, a fake fetch and fake
// build/compatibility/preview functions. No import.meta here: everything comes from run()'s options.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  federationNames,
  listReleases,
  RELEASE_ID,
  readLog,
  readRegistry,
  releaseFolder,
  releasesDir,
  remoteState,
  resolveRelease,
  updateRegistry,
  VERSION,
  whoAmI,
} from './store.mjs';

/** How long a release's server has to answer before promote/canary give up on it. */
export const ANSWER_TIMEOUT_MS = 5000;

/** A mistake in the command line: usage text, exit 2. */
class UsageError extends Error {}
/** A command that cannot be done as asked (no such release, it does not answer, nothing to roll back to): exit 1. */
class Refusal extends Error {}

export function usage(remotes) {
  return [
    'Usage: pnpm release <command>',
    '  publish <remote> [--version X] [--json]   build <remote> into a new immutable release, check that it fits',
    '                                            the shell, and open it for preview (prints its preview link)',
    '  preview <remote> <version|id>             open a release for preview and print its signed link',
    '  preview <remote> <version|id> off         close it for preview (its links and cookies stop working)',
    '  canary  <remote> <version|id> <percent>   run a release for <percent> % of visitors (0 < percent <= 100)',
    '  canary  <remote> off                      end the canary (every visitor runs the stable release)',
    '  promote <remote> <version|id>             make a release the stable one (its server must answer for it)',
    '  rollback <remote>                         make the previous stable release the stable one again',
    '  status  [<remote>] [--json]               what each remote runs, and the last change',
    `Remotes: ${remotes.join(', ')}`,
    'A version (1.4.0) names its newest release; an id (1.4.0+3f2a9c1) names one. Who made a change is env',
    'RELEASE_BY, else `git config user.email`, else your user name. The releases live in env RELEASES_DIR, else',
    '<repo>/releases.',
  ].join('\n');
}

/** Splits argv into positional words and flags (`--json`, `--version X`, `--version=X`, `-h`). */
function parseArgs(argv) {
  const words = [];
  const flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg === '-h' || arg === '--help') flags.help = true;
    else if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = arg.slice(2, eq < 0 ? undefined : eq);
      if (name === 'version') {
        const value = eq < 0 ? argv[++i] : arg.slice(eq + 1);
        if (value === undefined) throw new UsageError('--version needs a value, like --version 1.4.0');
        flags.version = value;
      } else if (name === 'json' && eq < 0) flags.json = true;
      else throw new UsageError(`unknown option ${arg}`);
    } else words.push(arg);
  }
  return { words, flags };
}

/** A canary percentage: a number above 0 and at most 100 (`12.5`, `10%`); 0 means "end the canary". */
export function parsePercent(text) {
  const value = Number(String(text).trim().replace(/%$/, ''));
  if (String(text).trim() === '' || !Number.isFinite(value) || value < 0 || value > 100)
    throw new UsageError(
      `${JSON.stringify(text)} is not a percentage: give a number above 0 and at most 100 (fractions are fine), or 0 / off to end the canary`,
    );
  return value;
}

const describeCanary = (canary) => (canary ? `${canary.release} at ${canary.percent} %` : 'none');

/** The git commit the release was built from, or null (not a git checkout). */
function gitCommit(root) {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    }).trim();
  } catch {
    return null;
  }
}

const lineWriter = (target, fallback) => {
  if (typeof target === 'function') return target;
  const stream = target ?? fallback;
  return (text) => stream.write(`${text}\n`);
};

/**
 * Runs one `pnpm release` command; resolves to its exit code (0 done or nothing to do, 1 refused or failed,
 * 2 a mistake in the command line). Options: `root` (the repo), `dir` (the releases; default releasesDir(root)),
 * `out`/`err` (a line writer function or a stream), `fetch`, `env`, `urlOf(pkg)` (default scripts/lib/apps.mjs),
 * `deps` (`buildRelease`, `checkCompatibility`, `previewLink`, `previewSecret`; default the modules beside this one).
 */
export async function run(argv, options = {}) {
  const { root, env = process.env } = options;
  const out = lineWriter(options.out, process.stdout);
  const err = lineWriter(options.err, process.stderr);
  const names = options.names ?? federationNames(root);
  const remotes = Object.keys(names);
  const context = {
    root,
    env,
    out,
    err,
    names,
    remotes,
    dir: options.dir ?? releasesDir(root, env),
    fetch: options.fetch ?? globalThis.fetch,
    deps: options.deps ?? {},
    urlOf: options.urlOf,
    who: () => {
      context.by ??= whoAmI({ env, cwd: root });
      return context.by;
    },
  };
  try {
    const { words, flags } = parseArgs(argv);
    const [command, ...rest] = words;
    if (flags.help || command === 'help') {
      out(usage(remotes));
      return 0;
    }
    const commands = { publish, preview, canary, promote, rollback, status };
    if (!command) throw new UsageError('no command given');
    if (!Object.hasOwn(commands, command)) throw new UsageError(`unknown command ${JSON.stringify(command)}`);
    if (flags.version !== undefined && command !== 'publish')
      throw new UsageError('--version is for publish only');
    if (flags.json && !['publish', 'status'].includes(command))
      throw new UsageError('--json is for publish and status only');
    return (await commands[command](context, rest, flags)) ?? 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(`pnpm release: ${error.message}\n`);
      err(usage(remotes));
      return 2;
    }
    err(error instanceof Refusal ? error.message : `pnpm release: ${error.message}`);
    return 1;
  }
}

// ---- helpers for the commands ------------------------------------------------------------------------------

function takeRemote(context, words, count, shape) {
  if (words.length !== count) throw new UsageError(`expected: ${shape}`);
  const [remote] = words;
  if (!context.remotes.includes(remote))
    throw new UsageError(
      `unknown remote ${JSON.stringify(remote)} (the remotes are ${context.remotes.join(', ')})`,
    );
  return words;
}

async function urlOf(context, pkg) {
  if (!context.urlOf) context.urlOf = (await import('../apps.mjs')).urlOf;
  return context.urlOf(pkg).replace(/\/+$/, '');
}

async function dep(context, name) {
  if (context.deps[name]) return context.deps[name];
  const file = {
    buildRelease: './build.mjs',
    checkCompatibility: './compat.mjs',
    previewLink: './preview.mjs',
    previewSecret: './preview.mjs',
  }[name];
  const fn = (await import(file))[name];
  if (typeof fn !== 'function') throw new Error(`${file} has no ${name}()`);
  context.deps[name] = fn;
  return fn;
}

/** The release a command names, which must be on disk. */
function findRelease(context, remote, ref) {
  let release;
  try {
    release = resolveRelease(context.dir, remote, ref);
  } catch (error) {
    throw new UsageError(error.message);
  }
  if (release) return release;
  const known = listReleases(context.dir, remote).map((r) => r.id);
  throw new Refusal(
    `${remote} has no release ${ref} in ${path.join(context.dir, remote)}` +
      (known.length ? ` (its releases: ${known.slice(-5).join(', ')})` : ' (it has none yet)') +
      `. Publish one first: pnpm release publish ${remote}`,
  );
}

/** The release's manifest as browsers load it (browser-registry.mjs): the id as it is, every character path-safe. */
const manifestUrl = async (context, remote, id) =>
  `${await urlOf(context, remote)}/releases/${id}/mf-manifest.json`;

/**
 * Refuses unless the remote's server answers for the release: its mf-manifest.json, 200 JSON naming the
 * remote's federation name, within 5 s. A release nobody can load must not become what visitors get.
 */
async function checkAnswers(context, remote, id) {
  const url = await manifestUrl(context, remote, id);
  const expected = context.names[remote];
  let reason = null;
  try {
    const response = await context.fetch(url, {
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (response.status !== 200) reason = `HTTP ${response.status}`;
    else {
      let manifest;
      try {
        manifest = await response.json();
      } catch {
        reason = 'the answer is not JSON';
      }
      if (manifest && !reason) {
        const name = manifest.name ?? manifest.id;
        if (name !== expected) reason = `its manifest names ${JSON.stringify(name)}, not ${expected}`;
      }
    }
  } catch (error) {
    reason =
      error?.name === 'TimeoutError' || error?.name === 'AbortError'
        ? `no answer in ${ANSWER_TIMEOUT_MS / 1000} s`
        : (error?.cause?.code ?? error?.message ?? String(error));
  }
  if (reason)
    throw new Refusal(
      `${remote} ${id} does not answer at ${url}: is its server running? (${reason}). Nothing changed.`,
    );
}

/** updateRegistry with this command line's who and remotes. */
const change = (context, fn) =>
  updateRegistry(context.dir, fn, { by: context.who(), remotes: context.remotes });

const stateOf = (doc, remote) => {
  doc.remotes[remote] = remoteState(doc, remote);
  return doc.remotes[remote];
};

// ---- the commands ------------------------------------------------------------------------------------------

async function publish(context, words, flags) {
  const [remote] = takeRemote(context, words, 1, 'publish <remote> [--version X]');
  const { root, dir, out } = context;
  if (flags.version !== undefined && !VERSION.test(flags.version))
    throw new UsageError(`--version ${flags.version} is not a version like 1.4.0 or 1.5.0-rc.1`);
  const buildRelease = await dep(context, 'buildRelease');
  const built = await buildRelease({ root, dir, remote, version: flags.version });
  const { id, staging } = built;
  if (typeof id !== 'string' || !RELEASE_ID.test(id))
    throw new Error(`buildRelease gave ${JSON.stringify(id)}, not a release id`);
  const folder = releaseFolder(dir, remote, id);
  const removeStaging = () => {
    if (staging && path.resolve(staging) !== path.resolve(folder))
      fs.rmSync(staging, { recursive: true, force: true });
  };
  const report = async (verb) => {
    const manifest = await manifestUrl(context, remote, id);
    const link = (await dep(context, 'previewLink'))(
      await urlOf(context, 'shell'),
      remote,
      id,
      (await dep(context, 'previewSecret'))(dir),
    );
    if (flags.json)
      out(JSON.stringify({ remote, id, published: verb === 'published', manifest, preview: link }));
    else {
      out(`${verb} ${remote} ${id}`);
      out(`  manifest: ${manifest}`);
      out(`  preview:  ${link}`);
      if (verb === 'published')
        out(`  next:     pnpm release canary ${remote} ${id} 10   or   pnpm release promote ${remote} ${id}`);
    }
  };
  const alreadyPublished = () => {
    let existing = {};
    try {
      existing = JSON.parse(fs.readFileSync(path.join(folder, 'release.json'), 'utf8'));
    } catch {
      // buildRelease said so; its folder tells no more
    }
    removeStaging();
    if (!flags.json)
      out(
        `${remote} ${id} was already published (${existing.createdAt} by ${existing.by}): the same source and version; nothing rewritten.`,
      );
    return report('already published');
  };
  if (built.alreadyPublished || fs.existsSync(path.join(folder, 'release.json'))) {
    await alreadyPublished();
    return 0;
  }
  if (!staging || !fs.existsSync(staging))
    throw new Error(`buildRelease gave no staging folder for ${remote} ${id}`);

  const notPublished = (why, problems = []) => {
    removeStaging();
    throw new Refusal(
      [`${remote} ${id} was not published: ${why}`, ...problems.map((problem) => `  - ${problem}`)].join(
        '\n',
      ),
    );
  };
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(staging, 'mf-manifest.json'), 'utf8'));
  } catch (error) {
    notPublished(`its build has no readable mf-manifest.json (${error.message})`);
  }
  if ((manifest.name ?? manifest.id) !== context.names[remote])
    notPublished(
      `its mf-manifest.json names ${JSON.stringify(manifest.name ?? manifest.id)}, not ${context.names[remote]}`,
    );
  const checkCompatibility = await dep(context, 'checkCompatibility');
  let verdict;
  try {
    verdict = await checkCompatibility({ root, releaseDir: staging, staging, remote });
  } catch (error) {
    removeStaging();
    throw error;
  }
  if (!verdict?.ok) {
    const problems = verdict?.problems?.length ? verdict.problems : ['(the check gave no reason)'];
    notPublished(
      `it does not fit the shell it would run in (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
      [
        ...problems,
        'Fix the remote so that it keeps its contracts, or change @basera/shared and release the shell first; then publish again.',
      ],
    );
  }

  const plus = id.indexOf('+');
  const release = {
    remote,
    name: context.names[remote],
    id,
    version: id.slice(0, plus),
    build: id.slice(plus + 1),
    createdAt: new Date().toISOString(),
    by: context.who(),
    commit: gitCommit(root),
    exposes: (manifest.exposes ?? []).map((expose) => expose.path ?? `./${expose.name}`),
  };
  fs.writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  try {
    fs.renameSync(staging, folder);
  } catch (error) {
    // Another publish of the same source and version got there first: its folder stands, ours goes.
    if (
      ['EEXIST', 'ENOTEMPTY', 'EPERM'].includes(error.code) &&
      fs.existsSync(path.join(folder, 'release.json'))
    ) {
      await alreadyPublished();
      return 0;
    }
    removeStaging();
    throw error;
  }
  await change(context, (doc) => {
    const state = stateOf(doc, remote);
    if (!state.previews.includes(id)) state.previews.push(id);
    return { action: 'publish', remote, release: id };
  });
  await report('published');
  return 0;
}

async function preview(context, words) {
  if (words.length === 3 && words[2].toLowerCase() === 'off') return closePreview(context, words);
  const [remote, ref] = takeRemote(context, words, 2, 'preview <remote> <version|id> [off]');
  const { id } = findRelease(context, remote, ref);
  let opened = false;
  await change(context, (doc) => {
    const state = stateOf(doc, remote);
    if (state.previews.includes(id)) return null;
    state.previews.push(id);
    opened = true;
    return { action: 'preview', remote, release: id };
  });
  context.out(
    opened
      ? `${remote}: ${id} is open for preview`
      : `${remote}: ${id} was already open for preview; nothing changed`,
  );
  const link = (await dep(context, 'previewLink'))(
    await urlOf(context, 'shell'),
    remote,
    id,
    (await dep(context, 'previewSecret'))(context.dir),
  );
  context.out(`  preview link: ${link}`);
  context.out(
    '  Open it in the browser that should run this release; ?preview=off on any page ends its previews.',
  );
}

async function closePreview(context, words) {
  const [remote, ref] = takeRemote(context, words, 3, 'preview <remote> <version|id> off');
  // A full id closes even a release whose folder is gone; a version names its newest release on disk.
  const id = RELEASE_ID.test(ref) ? ref : findRelease(context, remote, ref).id;
  let closed = false;
  await change(context, (doc) => {
    const state = stateOf(doc, remote);
    if (!state.previews.includes(id)) return null;
    state.previews = state.previews.filter((open) => open !== id);
    closed = true;
    return { action: 'preview', remote, release: id, closed: true };
  });
  context.out(
    closed
      ? `${remote}: ${id} is closed for preview; browsers that previewed it run the stable release from their next page`
      : `${remote}: ${id} was not open for preview; nothing changed`,
  );
}

async function canary(context, words) {
  if (words.length === 2 && words[1].toLowerCase() === 'off') return endCanary(context, words[0]);
  const [remote, ref, percentText] = takeRemote(
    context,
    words,
    3,
    'canary <remote> <version|id> <percent>  or  canary <remote> off',
  );
  const percent = parsePercent(percentText);
  if (percent === 0) return endCanary(context, remote);
  const { id } = findRelease(context, remote, ref);
  const before = remoteState(readRegistry(context.dir, { remotes: context.remotes }), remote);
  if (before.stable === id)
    throw new Refusal(
      `${remote}: ${id} is the stable release already; a canary of it changes nothing. Nothing changed.`,
    );
  await checkAnswers(context, remote, id);
  let was;
  const doc = await change(context, (draft) => {
    const state = stateOf(draft, remote);
    if (state.stable === id)
      throw new Refusal(`${remote}: ${id} became the stable release meanwhile; nothing changed.`);
    was = state.canary;
    if (was?.release === id && was.percent === percent) return null;
    state.canary = { release: id, percent };
    return { action: 'canary', remote, release: id, percent, from: was?.release ?? null };
  });
  if (was?.release === id && was.percent === percent)
    context.out(`${remote}: the canary is ${describeCanary(was)} already; nothing changed`);
  else
    context.out(
      `${remote}: canary is now ${describeCanary(remoteState(doc, remote).canary)} of visitors (was ${describeCanary(was)}; stable stays ${remoteState(doc, remote).stable ?? 'dist (no release)'})`,
    );
}

async function endCanary(context, remote) {
  takeRemote(context, [remote], 1, 'canary <remote> off');
  let was = null;
  await change(context, (doc) => {
    const state = stateOf(doc, remote);
    was = state.canary;
    if (!was) return null;
    state.canary = null;
    return { action: 'canary', remote, release: null, percent: 0, from: was.release };
  });
  context.out(
    was
      ? `${remote}: canary ${describeCanary(was)} ended; every visitor runs the stable release`
      : `${remote}: there is no canary; nothing changed`,
  );
}

async function promote(context, words) {
  const [remote, ref] = takeRemote(context, words, 2, 'promote <remote> <version|id>');
  const { id } = findRelease(context, remote, ref);
  const before = remoteState(readRegistry(context.dir, { remotes: context.remotes }), remote);
  if (before.stable === id) {
    context.out(`${remote}: ${id} is the stable release already; nothing changed`);
    return 0;
  }
  await checkAnswers(context, remote, id);
  let was;
  let endedCanary = null;
  await change(context, (doc) => {
    const state = stateOf(doc, remote);
    was = state.stable;
    if (was === id) return null;
    // The plain build (null) too: the first promote can be rolled back to what ran before it.
    state.history.push(was);
    state.stable = id;
    if (state.canary?.release === id) {
      endedCanary = state.canary;
      state.canary = null;
    }
    return { action: 'promote', remote, release: id, from: was };
  });
  if (was === id) context.out(`${remote}: ${id} is the stable release already; nothing changed`);
  else
    context.out(
      `${remote}: stable is now ${id} (was ${was ?? 'dist (no release)'})${endedCanary ? `; its canary at ${endedCanary.percent} % ended` : ''}`,
    );
}

async function rollback(context, words) {
  const [remote] = takeRemote(context, words, 1, 'rollback <remote>');
  let was;
  let to;
  await change(context, (doc) => {
    const state = stateOf(doc, remote);
    if (!state.history.length)
      throw new Refusal(
        `${remote}: nothing to roll back to (no earlier stable release; stable is ${state.stable ?? 'dist (no release)'}). Nothing changed.`,
      );
    was = state.stable;
    to = state.history.pop();
    const folder = to && releaseFolder(context.dir, remote, to);
    if (folder && !fs.existsSync(path.join(folder, 'release.json')))
      throw new Refusal(
        `${remote}: cannot roll back to ${to}: its folder ${folder} is gone. Nothing changed; promote a release that is on disk instead.`,
      );
    state.stable = to;
    if (state.canary?.release === to) state.canary = null;
    return { action: 'rollback', remote, release: to, from: was };
  });
  context.out(`${remote}: rolled back to ${to ?? 'dist (no release)'} (was ${was ?? 'dist (no release)'})`);
}

function status(context, words, flags) {
  if (words.length > 1) throw new UsageError('expected: status [<remote>] [--json]');
  const list = words.length ? takeRemote(context, words, 1, 'status [<remote>]') : context.remotes;
  const { dir } = context;
  const doc = readRegistry(dir, { remotes: context.remotes });
  const log = readLog(dir);
  const rows = list.map((remote) => {
    const state = remoteState(doc, remote);
    const onDisk = new Set(listReleases(dir, remote).map((release) => release.id));
    const lastChange = log.findLast((entry) => entry.remote === remote) ?? null;
    return { remote, name: context.names[remote], ...state, releases: onDisk.size, onDisk, lastChange };
  });
  if (flags.json) {
    context.out(
      JSON.stringify(
        {
          dir,
          revision: doc.revision,
          remotes: Object.fromEntries(rows.map(({ remote, onDisk, ...row }) => [remote, row])),
        },
        null,
        2,
      ),
    );
    return 0;
  }
  const missing = (row, id) => (id && !row.onDisk.has(id) ? ' (NOT ON DISK)' : '');
  context.out(`Release registry ${path.join(dir, 'registry.json')}, revision ${doc.revision}`);
  for (const row of rows) {
    context.out('');
    context.out(`${row.remote} (${row.name})`);
    context.out(`  stable:   ${row.stable ?? 'dist (no release)'}${missing(row, row.stable)}`);
    context.out(
      `  canary:   ${row.canary ? `${describeCanary(row.canary)} of visitors${missing(row, row.canary.release)}` : 'none'}`,
    );
    context.out(`  previews: ${row.previews.length ? row.previews.join(', ') : 'none'}`);
    context.out(
      `  history:  ${row.history.length} earlier stable release${row.history.length === 1 ? '' : 's'}${row.history.length ? ` (rollback goes to ${row.history.at(-1) ?? 'dist (no release)'})` : ''}`,
    );
    context.out(`  on disk:  ${row.releases} release${row.releases === 1 ? '' : 's'}`);
    const last = row.lastChange;
    context.out(
      `  last:     ${last ? `${last.action} ${last.release ?? 'off'}${last.percent ? ` ${last.percent} %` : ''}${last.from ? ` (was ${last.from})` : ''} by ${last.by} at ${last.at}` : 'no change yet'}`,
    );
  }
  return 0;
}
