// The compatibility guard of `pnpm release publish`: may this release of a remote run inside the shell that is
// live now? It compares the release's build files with the shell's (both written by every production build:
// contracts.json by shared/build/contracts-plugin.cjs, mf-manifest.json by the federation plugin):
//   (a) every module of this remote that the shell's contract names is exposed by the release;
//   (b) props: every prop the release requires is one the shell passes (and not as optional), and a prop both
//       know has the same type on both sides (as written, and spelled out: a changed `Listing` counts); a prop
//       only the shell passes is fine, the remote ignores it;
//   (c) every singleton the release uses with a required version is satisfied by the version the shell provides
//       (a singleton is loaded once per page, the shell's copy: the release runs with it).
// Each problem is one sentence naming the module, the prop or package, and both sides' types or versions.
// No import.meta here (jest runs this file as CommonJS): the root comes as a parameter.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** `react/jsx-runtime` is shared under the `react/` key: the key of a shared module's config. */
function sharedConfigOf(shared, name) {
  if (shared?.[name]) return shared[name];
  const prefix = Object.keys(shared ?? {})
    .filter((key) => key.endsWith('/') && name.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? shared[prefix] : undefined;
}

const quote = (text) => `\`${text}\``;
const clip = (text, max = 240) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The props problems of one module (b). */
function propsProblems(module, shellProps, releaseProps) {
  const problems = [];
  for (const [prop, wanted] of Object.entries(releaseProps)) {
    const given = shellProps[prop];
    if (!given) {
      if (!wanted.optional) {
        problems.push(
          `${module}: this release requires the prop ${quote(prop)} (${quote(wanted.type)}) but the shell does not pass it; make it optional in the remote, or deploy a shell that passes it first.`,
        );
      }
      continue;
    }
    if (given.type !== wanted.type) {
      problems.push(
        `${module}: the prop ${quote(prop)} is ${quote(given.type)} in the shell but ${quote(wanted.type)} in this release; build the release against the shell's shared/src/contracts.ts, or deploy a shell with the new type first.`,
      );
    } else if (given.shape && wanted.shape && given.shape !== wanted.shape) {
      problems.push(
        `${module}: the prop ${quote(prop)} is ${quote(given.type)} on both sides but the type differs: the shell's is ${clip(given.shape)}, this release's is ${clip(wanted.shape)}; build the release against the shell's @basera/shared types, or deploy a shell with them first.`,
      );
    }
    if (given.optional && !wanted.optional) {
      problems.push(
        `${module}: this release requires the prop ${quote(prop)} but the shell treats it as optional and may leave it out; make it optional in the remote, or deploy a shell that always passes it first.`,
      );
    }
  }
  return problems;
}

/** The singleton problems (c): the release's required version against the version the shell provides. */
function sharedProblems(releaseManifest, releaseShared, shellManifest) {
  const problems = [];
  const provided = new Map((shellManifest?.shared ?? []).map((entry) => [entry.name, entry.version]));
  for (const entry of releaseManifest.shared ?? []) {
    const config = sharedConfigOf(releaseShared, entry.name);
    const singleton = config ? config.singleton : entry.singleton;
    if (!singleton) continue;
    // contracts.json has the config as written (false: never checked at run time); mf-manifest.json writes
    // `^<version>` for false, so it is only the fallback for a release built before contracts.json.
    const required = config ? config.requiredVersion : entry.requiredVersion;
    const shellVersion = provided.get(entry.name);
    // Built without a copy of its own: only the shell's can serve it.
    if (config?.fromShellOnly && !shellVersion) {
      problems.push(
        `${entry.name}: this release takes it from the shell only, but the shell does not provide it; deploy a shell that provides ${entry.name} first.`,
      );
      continue;
    }
    // Not provided by the shell: the release loads its own copy.
    if (!required || !shellVersion) continue;
    if (!semver.validRange(required)) {
      problems.push(
        `${entry.name}: this release requires version ${quote(required)}, which is not a version range; fix requiredVersion in shared/build/federation.cjs.`,
      );
    } else if (!semver.satisfies(shellVersion, required, { includePrerelease: true })) {
      problems.push(
        `${entry.name}: this release requires ${required} (it was built with ${entry.version}) but the shell provides ${shellVersion}, and a singleton is loaded once per page; build the release with ${entry.name} ${shellVersion}, or deploy a shell with ${entry.name} ${entry.version} first.`,
      );
    }
  }
  return problems;
}

/**
 * Whether the release in `releaseDir` (or a staging folder) of `remote` can run in the shell built in
 * `<root>/shell/dist`.
 * @param {{ root: string, releaseDir?: string, staging?: string, remote: string }} options
 * @returns {{ ok: boolean, problems: string[] }}
 */
export function checkCompatibility({ root, releaseDir, staging, remote }) {
  const folder = releaseDir ?? staging;
  const shellDist = path.join(root, 'shell', 'dist');
  const shellContracts = readJson(path.join(shellDist, 'contracts.json'));
  if (!shellContracts) {
    return {
      ok: false,
      problems: [
        'The shell has no build to check this release against (shell/dist/contracts.json is missing): build the shell first (pnpm build shell), then publish again.',
      ],
    };
  }
  const shellManifest = readJson(path.join(shellDist, 'mf-manifest.json'));
  if (!shellManifest) {
    return {
      ok: false,
      problems: [
        "The shell's build is incomplete (shell/dist/mf-manifest.json is missing), so the versions it provides are unknown: build the shell first (pnpm build shell), then publish again.",
      ],
    };
  }
  const releaseContracts = readJson(path.join(folder, 'contracts.json'));
  const releaseManifest = readJson(path.join(folder, 'mf-manifest.json'));
  if (!releaseManifest || !releaseContracts) {
    const missing = [!releaseManifest && 'mf-manifest.json', !releaseContracts && 'contracts.json'].filter(
      Boolean,
    );
    return {
      ok: false,
      problems: [
        `The release of ${remote} in ${path.relative(root, folder) || folder} has no ${missing.join(' or ')}: it is not a complete production build of this repository; build it again with pnpm release publish ${remote}.`,
      ],
    };
  }

  const name = releaseManifest.name ?? releaseContracts.name;
  const exposed = new Set(
    (releaseManifest.exposes ?? []).map((entry) => `${name}/${entry.path.replace(/^\.\//, '')}`),
  );
  const problems = [];
  for (const [module, contract] of Object.entries(shellContracts.modules ?? {})) {
    if (!module.startsWith(`${name}/`)) continue;
    const key = `./${module.slice(name.length + 1)}`;
    if (!exposed.has(module)) {
      problems.push(
        `${module}: the shell mounts it but this release does not expose it; add ${quote(key)} back to ${remote}/federation.config.cjs exposes, or deploy a shell that no longer mounts it first.`,
      );
      continue;
    }
    const releaseProps = releaseContracts.modules?.[module]?.props;
    if (!releaseProps) {
      problems.push(
        `${module}: this release exposes it but its shared/src/contracts.ts does not list it (RemoteContracts), so its props cannot be checked; build the release from a source whose contract lists it.`,
      );
      continue;
    }
    problems.push(...propsProblems(module, contract.props ?? {}, releaseProps));
  }
  problems.push(...sharedProblems(releaseManifest, releaseContracts.shared, shellManifest));
  return { ok: problems.length === 0, problems };
}
