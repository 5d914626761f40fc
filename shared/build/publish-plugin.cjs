// Atomic deploy of a production build into dist/, for servers that keep serving while it happens.
//
// Webpack emits into a staging folder; after emit this plugin publishes the build into dist/:
//   1. hashed files first (a name with `.<8 hex>.`, and their .br/.gz/.map): new names, nothing points at them
//      yet, so they may appear in any order;
//   2. then the unhashed files that point at them (source maps, remoteEntry.js and main.js, mf-stats.json,
//      mf-manifest.json, index.html last), each renamed into place, so a reader sees the old file or the new
//      one, never half of one, and never a file that points at a chunk not there yet;
//   3. then it deletes the files of the build before the previous one. The previous build's files stay, so a
//      page opened before this deploy can still lazy-load its chunks.
// dist/.published.json records which build published which files. Other dotfiles in dist/ (scripts/build.mjs
// writes .build-hash) are never touched.
// Source maps are never published: they would hand anyone the app's whole source. They stay in the staging
// folder as build artefacts (for an error tracker), and any a dist/ still has from an older build is removed.
const fs = require('node:fs');
const path = require('node:path');

const MANIFEST = '.published.json';
const TEMP_PREFIX = '.publish-tmp-';

/** A name with `.<8 hex>.` in it: its content never changes. */
const isHashed = (file) => /\.[0-9a-f]{8}\./.test(path.basename(file));

const isDotfile = (file) => file.split('/').some((part) => part.startsWith('.'));

/** A source map, or a compressed copy of one. */
const isSourceMap = (file) => /\.map(\.(br|gz))?$/.test(file);

/** Files under dir, as relative paths with `/`; without dotfiles (and dot folders) unless asked. */
function listFiles(dir, { dotfiles = false } = {}) {
  if (!fs.existsSync(dir)) return [];
  const walk = (sub) =>
    fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
      if (!dotfiles && entry.name.startsWith('.')) return [];
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      return entry.isDirectory() ? walk(rel) : [rel];
    });
  return walk('');
}

// Unhashed files in the order they may change: what is pointed at before what points at it.
function rank(file) {
  const base = path.basename(file).replace(/\.(br|gz)$/, '');
  if (base.endsWith('.map')) return 0;
  if (base === 'mf-stats.json') return 2;
  if (base === 'mf-manifest.json') return 3;
  if (base.endsWith('.html')) return 4;
  return 1;
}
// One file's variants: the plain file, then its gzip, then its brotli copy.
const variant = (file) => (file.endsWith('.br') ? 2 : file.endsWith('.gz') ? 1 : 0);
const stem = (file) => file.replace(/\.(br|gz)$/, '');

/** The order in which a build's files are published: hashed ones, then the unhashed ones by rank. */
function publishOrder(files) {
  const hashed = files.filter(isHashed).sort();
  const unhashed = files
    .filter((file) => !isHashed(file))
    .sort(
      (a, b) =>
        rank(a) - rank(b) || stem(a).localeCompare(stem(b)) || variant(a) - variant(b) || a.localeCompare(b),
    );
  return [...hashed, ...unhashed];
}

/** Puts `from` at `to` in one step: a rename (atomic), through a temporary copy beside `to` across devices. */
function place(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if (error.code !== 'EXDEV') throw error;
    const temp = path.join(path.dirname(to), `${TEMP_PREFIX}${process.pid}-${path.basename(to)}`);
    fs.copyFileSync(from, temp);
    fs.renameSync(temp, to);
  }
}

function writeAtomically(file, text) {
  const temp = path.join(path.dirname(file), `${TEMP_PREFIX}${process.pid}-${path.basename(file)}`);
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

function readManifest(dist) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, MANIFEST), 'utf8'));
    return Array.isArray(manifest.builds) ? manifest.builds : [];
  } catch {
    return [];
  }
}

/**
 * Publishes every file under `from` into `to` (see the top of this file).
 * @returns {{ published: number, kept: number, removed: string[] }}
 */
function publish({ from, to, buildId = new Date().toISOString(), now = new Date() }) {
  fs.mkdirSync(to, { recursive: true });
  // Temporary files of a publish that was killed half-way are ours.
  for (const name of fs.readdirSync(to)) {
    if (name.startsWith(TEMP_PREFIX)) fs.rmSync(path.join(to, name), { force: true });
  }

  const builds = readManifest(to);
  const last = builds.at(-1);
  const lastFiles = new Set(last?.files ?? []);
  const olderFiles = new Set(builds.slice(0, -1).flatMap((build) => build.files));
  // What open pages may still load: the build being replaced, and any file no recorded build published (a
  // dist from before this plugin, or a publish that stopped half-way); those go with the next deploy.
  const previous = listFiles(to).filter(
    (file) => !isSourceMap(file) && (lastFiles.has(file) || !olderFiles.has(file)),
  );
  // Maps published before this rule: nothing loads them (the scripts name none), so they go at once.
  for (const file of listFiles(to)) if (isSourceMap(file)) fs.rmSync(path.join(to, file), { force: true });

  const files = listFiles(from, { dotfiles: true }).filter((file) => !isSourceMap(file));
  let published = 0;
  for (const file of publishOrder(files)) {
    const source = path.join(from, file);
    const target = path.join(to, file);
    // Same hashed name, same content: leave the copy there (and its ETag) alone.
    if (isHashed(file) && fs.existsSync(target) && fs.statSync(target).size === fs.statSync(source).size) {
      continue;
    }
    place(source, target);
    published += 1;
  }

  // dist points at the new build now: drop what neither it nor the previous build uses.
  const keep = new Set([...files, ...previous]);
  const removed = [...olderFiles].filter((file) => !keep.has(file) && !isDotfile(file)).sort();
  for (const file of removed) fs.rmSync(path.join(to, file), { force: true });

  const record = [
    ...(previous.length
      ? [{ id: last?.id ?? 'unrecorded', publishedAt: last?.publishedAt, files: previous }]
      : []),
    { id: buildId, publishedAt: now.toISOString(), files },
  ];
  writeAtomically(path.join(to, MANIFEST), `${JSON.stringify({ builds: record }, null, 2)}\n`);
  return { published, kept: previous.length, removed };
}

/** Webpack plugin: after a successful emit into output.path, publishes it into `dist`. */
class PublishPlugin {
  /** @param {{ dist: string, buildId?: string }} options */
  constructor({ dist, buildId }) {
    this.dist = dist;
    this.buildId = buildId;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('PublishPlugin', (compilation) => {
      if (compilation.errors.length) return;
      const result = publish({ from: compiler.outputPath, to: this.dist, buildId: this.buildId });
      console.log(
        `published build ${this.buildId} into ${path.relative(process.cwd(), this.dist) || '.'}: ` +
          `${result.published} files written, ${result.kept} kept from the previous build, ${result.removed.length} older removed`,
      );
    });
  }
}

module.exports = { PublishPlugin, publish, publishOrder, isHashed, isSourceMap, MANIFEST };
