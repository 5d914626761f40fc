// The static servers with releases: a remote serving its release folders, the shell answering /remotes.json
// from the registry and opening preview links. Real servers on free ports, temp build and releases folders;
// each server runs in a child node process (jest's CommonJS transform cannot load @fastify/static's ESM-only
// dependencies).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { root, urlOf } from './apps.mjs';
import { previewLink, previewSecret } from './releases/preview.mjs';

const SERVE_MODULE = path.join(root, 'scripts', 'lib', 'serve.mjs');
const CHILD = `
const { serveApp } = await import(process.env.SERVE_MODULE);
const options = JSON.parse(process.env.SERVE_OPTIONS);
const server = await serveApp(process.env.SERVE_PKG, 0, '127.0.0.1', options);
console.log(JSON.stringify({ port: server.address().port }));
`;

let tmp;
let releases;
const servers = [];
const ID = '1.0.0+aaaaaaa';
const ID2 = '2.0.0+bbbbbbb';

function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A finished release of mf-content on disk (its entry, a hashed chunk with a .br copy, its manifests). */
function release(id) {
  const folder = path.join(releases, 'mf-content', id);
  write(path.join(folder, 'remoteEntry.js'), `/* entry ${id} */`);
  write(path.join(folder, 'main.0123abcd.js'), `/* chunk ${id} */`);
  write(path.join(folder, 'main.0123abcd.js.br'), 'brotli bytes');
  write(path.join(folder, 'mf-manifest.json'), JSON.stringify({ id }));
  write(path.join(folder, 'contracts.json'), '{}');
  write(path.join(folder, 'release.json'), JSON.stringify({ remote: 'mf-content', id }));
}

function registry(remotes, revision) {
  const full = {};
  for (const [remote, state] of Object.entries(remotes))
    full[remote] = { stable: null, history: [], canary: null, previews: [], ...state };
  write(path.join(releases, 'registry.json'), JSON.stringify({ revision, remotes: full }));
}

/** The status of a GET of `rawPath` exactly as written (no URL resolution on the way). */
function rawStatus(base, rawPath) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/`, { path: rawPath }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', reject);
  });
}

/** Starts `pkg`'s server on a free port in a child process: its base URL. */
function start(pkg, dist) {
  const options = {
    releases,
    dist,
    // An API that does not answer: the shell's pages are its plain index.html.
    apiBase: 'http://127.0.0.1:9/api',
  };
  const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
    env: { ...process.env, SERVE_MODULE, SERVE_PKG: pkg, SERVE_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr.on('data', (data) => {
      err += data;
    });
    child.stdout.on('data', (data) => {
      out += data;
      const line = out.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve(`http://127.0.0.1:${JSON.parse(line).port}`);
    });
    child.on('exit', (code) => reject(new Error(`${pkg} server exited (${code}): ${err}`)));
  });
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-serve-releases-'));
  releases = path.join(tmp, 'releases');
  fs.mkdirSync(releases);
});
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.on('exit', resolve);
          child.kill();
        }),
    ),
  );
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("a remote's server", () => {
  let base;
  beforeEach(async () => {
    const dist = path.join(tmp, 'mf-content-dist');
    write(path.join(dist, 'remoteEntry.js'), '/* dist entry */');
    write(path.join(dist, 'mf-manifest.json'), '{}');
    release(ID);
    base = await start('mf-content', dist);
  });

  it('serves a release: its entry and hashed chunks for good, its manifests revalidated, CORS open', async () => {
    const entry = await fetch(`${base}/releases/${ID}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe(`/* entry ${ID} */`);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');

    // (Its body, not real brotli, is not read.)
    const chunk = await fetch(`${base}/releases/${ID}/main.0123abcd.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(chunk.headers.get('content-encoding')).toBe('br');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const file of ['mf-manifest.json', 'release.json', 'contracts.json']) {
      const answer = await fetch(`${base}/releases/${ID}/${file}`);
      expect([file, answer.status, answer.headers.get('cache-control')]).toEqual([file, 200, 'no-cache']);
    }
    // The build folder's entry is rewritten by every build: revalidated, as before.
    const distEntry = await fetch(`${base}/remoteEntry.js`);
    expect(await distEntry.text()).toBe('/* dist entry */');
    expect(distEntry.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for anything that is not a finished release', async () => {
    // A release being built (a dot folder), a folder without release.json, a malformed id, a dot file, a way out.
    write(path.join(releases, 'mf-content', `.staging-${ID2}-1`, 'remoteEntry.js'), 'staging');
    write(path.join(releases, 'mf-content', `.staging-${ID2}-1`, 'release.json'), '{}');
    write(path.join(releases, 'mf-content', ID2, 'remoteEntry.js'), 'half copied');
    write(path.join(releases, 'mf-content', ID, '.secret'), 'secret');
    write(path.join(releases, 'mf-content', 'latest', 'remoteEntry.js'), 'not an id');
    write(path.join(releases, 'mf-content', 'latest', 'release.json'), '{}');
    for (const url of [
      `/releases/.staging-${ID2}-1/remoteEntry.js`,
      `/releases/${ID2}/remoteEntry.js`,
      `/releases/${ID}/.secret`,
      `/releases/latest/remoteEntry.js`,
      `/releases/${ID}/missing.js`,
      `/releases/${ID}/`,
      `/releases/${ID}`,
    ]) {
      const answer = await fetch(`${base}${url}`);
      expect([url, answer.status]).toEqual([url, 404]);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
    // Ways out of the release folder, sent as they are (fetch would resolve the dots itself).
    write(path.join(releases, 'mf-search', ID, 'remoteEntry.js'), 'search');
    write(path.join(releases, 'mf-search', ID, 'release.json'), '{}');
    for (const raw of [
      `/releases/${ID}/%2E%2E/%2E%2E/registry.json`,
      `/releases/${ID}/..%2F..%2Fmf-search%2F${encodeURIComponent(ID)}%2FremoteEntry.js`,
      `/releases/${ID}/../../mf-search/${ID}/remoteEntry.js`,
    ])
      expect([raw, await rawStatus(base, raw)]).toEqual([raw, 404]);
  });
});

describe("the shell's server", () => {
  let base;
  beforeEach(async () => {
    const dist = path.join(tmp, 'shell-dist');
    write(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body>shell</body></html>');
    base = await start('shell', dist);
  });

  const remotes = async (headers = {}) => {
    const answer = await fetch(`${base}/remotes.json`, { headers });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    return answer.json();
  };

  it('answers /remotes.json from the registry as it is on each request (no restart after a rollback)', async () => {
    expect((await remotes()).mf_content).toEqual({
      entry: `${urlOf('mf-content')}/mf-manifest.json`,
      release: null,
    });
    release(ID);
    release(ID2);
    registry({ 'mf-content': { stable: ID2, history: [ID] } }, 1);
    expect((await remotes()).mf_content).toEqual({
      entry: `${urlOf('mf-content')}/releases/${ID2}/mf-manifest.json`,
      release: ID2,
    });
    registry({ 'mf-content': { stable: ID } }, 2);
    expect((await remotes()).mf_content.release).toBe(ID);
  });

  it('opens a preview link: sets the cookie, redirects without preview/sig, and the browser sees its preview', async () => {
    release(ID2);
    registry({ 'mf-content': { previews: [ID2] } }, 1);
    const link = previewLink(base, 'mf-content', '2.0.0', previewSecret(releases));
    const answer = await fetch(`${link}&ref=mail`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/?ref=mail');
    const setCookie = answer.headers.get('set-cookie');
    expect(setCookie).toMatch(
      /^basera_preview=mf-content@2\.0\.0\+bbbbbbb:[0-9a-f]{32}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const cookie = setCookie.split(';')[0];
    expect((await remotes({ cookie })).mf_content.preview).toEqual({
      entry: `${urlOf('mf-content')}/releases/${ID2}/mf-manifest.json`,
      release: ID2,
    });
    // Another browser (no cookie) runs the build folder.
    expect((await remotes()).mf_content.preview).toBeUndefined();
    // Over HTTPS (a proxy in front) the cookie is Secure.
    const secure = await fetch(link, { redirect: 'manual', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('set-cookie')).toMatch(/; Secure$/);
    // ?preview=off ends it.
    const off = await fetch(`${base}/pg?preview=off`, { redirect: 'manual', headers: { cookie } });
    expect([off.status, off.headers.get('location')]).toEqual([302, '/pg']);
    expect(off.headers.get('set-cookie')).toMatch(/^basera_preview=; Max-Age=0;/);
  });

  it('refuses a forged link with 403 and no cookie', async () => {
    release(ID2);
    registry({ 'mf-content': { previews: [ID2] } }, 1);
    const forged = previewLink(base, 'mf-content', ID2, 'a guessed secret');
    const answer = await fetch(forged, { redirect: 'manual' });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await answer.text()).toMatch(/^This preview link is not valid: its signature does not match/);
  });

  it("keeps the page's security policy naming every remote's origin", async () => {
    const page = await fetch(`${base}/about`);
    expect(await page.text()).toContain('shell');
    const policy = page.headers.get('content-security-policy');
    expect(policy).toContain(`script-src 'self'`);
    for (const remote of ['mf-content', 'mf-search', 'mf-admin'])
      expect(policy).toMatch(new RegExp(`script-src [^;]*${new URL(urlOf(remote)).origin}`));
  });
});
