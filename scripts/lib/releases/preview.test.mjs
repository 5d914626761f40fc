import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  answerPreviewLink,
  mergePreview,
  previewCookie,
  previewLink,
  previewSecret,
  previewSetCookie,
  readPreviewCookie,
  readPreviewQuery,
  signPreview,
  verifyPreview,
} from './preview.mjs';

const SECRET = 'a'.repeat(64);
let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-preview-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A finished release on disk. */
function release(remote, id, createdAt) {
  const folder = path.join(dir, remote, id);
  fs.mkdirSync(folder, { recursive: true });
  const [version] = id.split('+');
  fs.writeFileSync(
    path.join(folder, 'release.json'),
    JSON.stringify({ remote, id, version, build: id.split('+')[1], createdAt }),
  );
}

/** The registry file, with `remotes` states filled in. */
function registry(remotes) {
  const full = {};
  for (const [remote, state] of Object.entries(remotes))
    full[remote] = { stable: null, history: [], canary: null, previews: [], ...state };
  fs.writeFileSync(path.join(dir, 'registry.json'), JSON.stringify({ revision: 1, remotes: full }));
}

const REMOTES = ['mf-search', 'mf-content'];
const open = (url, cookieHeader) =>
  answerPreviewLink({ dir, url, cookieHeader, remotes: REMOTES, secretOf: () => SECRET });
/** The path and query of a link made for `shellUrl` http://site. */
const pathOf = (link) => link.replace('http://site', '');

describe('signatures', () => {
  it('signs with 32 hex characters, the same each time, and verifies only the signed text', () => {
    const sig = signPreview(SECRET, 'mf-search@1.5.0-rc.1');
    expect(sig).toMatch(/^[0-9a-f]{32}$/);
    expect(signPreview(SECRET, 'mf-search@1.5.0-rc.1')).toBe(sig);
    expect(verifyPreview(SECRET, 'mf-search@1.5.0-rc.1', sig)).toBe(true);
    expect(verifyPreview(SECRET, 'mf-search@1.5.0-rc.1', sig.toUpperCase())).toBe(true);
    expect(verifyPreview(SECRET, 'mf-search@1.5.0-rc.2', sig)).toBe(false);
    expect(verifyPreview(`${SECRET}b`, 'mf-search@1.5.0-rc.1', sig)).toBe(false);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    expect(verifyPreview(SECRET, 'mf-search@1.5.0-rc.1', flipped)).toBe(false);
    expect(verifyPreview(SECRET, 'mf-search@1.5.0-rc.1', sig.slice(0, 31))).toBe(false);
    expect(verifyPreview(SECRET, 'mf-search@1.5.0-rc.1', undefined)).toBe(false);
  });

  it('makes the secret once, 0600, and keeps it; RELEASE_SECRET wins', () => {
    const made = previewSecret(dir, {});
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(path.join(dir, '.preview-secret')).mode & 0o777).toBe(0o600);
    expect(previewSecret(dir, {})).toBe(made);
    expect(previewSecret(dir, { RELEASE_SECRET: 'from-env' })).toBe('from-env');
    // No temp file left beside it.
    expect(fs.readdirSync(dir)).toEqual(['.preview-secret']);
  });
});

describe('links', () => {
  it('encodes the value: a release id keeps its + (a plain + in a query is a space)', () => {
    const link = previewLink('http://site/', 'mf-search', '1.5.0-rc.1+abc1234', SECRET);
    expect(link).toBe(
      `http://site/?preview=mf-search%401.5.0-rc.1%2Babc1234&sig=${signPreview(SECRET, 'mf-search@1.5.0-rc.1+abc1234')}`,
    );
    const query = readPreviewQuery(new URL(link).searchParams);
    expect(query).toMatchObject({ remote: 'mf-search', ref: '1.5.0-rc.1+abc1234' });
    expect(verifyPreview(SECRET, query.value, query.sig)).toBe(true);
  });

  it('reads a pasted link whose + arrived as a space', () => {
    const sig = signPreview(SECRET, 'mf-search@1.5.0+abc1234');
    const query = readPreviewQuery(
      new URL(`http://site/?preview=mf-search@1.5.0+abc1234&sig=${sig}`).searchParams,
    );
    expect(query.ref).toBe('1.5.0+abc1234');
    expect(verifyPreview(SECRET, query.value, query.sig)).toBe(true);
  });
});

describe('the cookie', () => {
  it('reads back what it wrote, among other cookies', () => {
    const list = [
      { remote: 'mf-search', id: '1.5.0-rc.1+abc1234' },
      { remote: 'mf-content', id: '2.0.0+bbbbbbb' },
    ];
    const header = `theme=dark; basera_preview=${previewCookie(list, SECRET)}; other=1`;
    expect(readPreviewCookie(header, SECRET)).toEqual(list);
    expect(readPreviewCookie('theme=dark', SECRET)).toEqual([]);
    expect(readPreviewCookie(undefined, SECRET)).toEqual([]);
  });

  it('drops an entry whose signature does not match and keeps the rest', () => {
    const good = previewCookie([{ remote: 'mf-content', id: '2.0.0+bbbbbbb' }], SECRET);
    // Someone edits the id of a signed entry to a release nobody opened for them.
    const edited = previewCookie([{ remote: 'mf-search', id: '1.5.0+abc1234' }], SECRET).replace(
      '1.5.0+abc1234',
      '1.6.0+abc1234',
    );
    const otherSecret = previewCookie([{ remote: 'mf-admin', id: '1.0.0+ccccccc' }], 'another secret');
    expect(readPreviewCookie(`basera_preview=${edited}|${good}|${otherSecret}`, SECRET)).toEqual([
      { remote: 'mf-content', id: '2.0.0+bbbbbbb' },
    ]);
  });

  it("does not take a link's signature as a cookie entry", () => {
    const linkSig = signPreview(SECRET, 'mf-search@1.5.0+abc1234');
    expect(readPreviewCookie(`basera_preview=mf-search@1.5.0+abc1234:${linkSig}`, SECRET)).toEqual([]);
  });

  it('keeps one preview per remote: a new one replaces the same remote only', () => {
    const list = [
      { remote: 'mf-search', id: '1.5.0+abc1234' },
      { remote: 'mf-content', id: '2.0.0+bbbbbbb' },
    ];
    expect(mergePreview(list, { remote: 'mf-search', id: '1.6.0+ddddddd' })).toEqual([
      { remote: 'mf-content', id: '2.0.0+bbbbbbb' },
      { remote: 'mf-search', id: '1.6.0+ddddddd' },
    ]);
  });

  it('is HttpOnly, SameSite=Lax, site-wide, a week; Secure over HTTPS; an empty list clears it', () => {
    const header = previewSetCookie([{ remote: 'mf-search', id: '1.5.0+abc1234' }], SECRET);
    expect(header).toMatch(/^basera_preview=mf-search@1\.5\.0\+abc1234:[0-9a-f]{32}; /);
    expect(header).toContain('; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax');
    expect(header).not.toContain('Secure');
    expect(
      previewSetCookie([{ remote: 'mf-search', id: '1.5.0+abc1234' }], SECRET, { secure: true }),
    ).toMatch(/; Secure$/);
    expect(previewSetCookie([], SECRET)).toBe('basera_preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });
});

describe('opening a preview link', () => {
  beforeEach(() => {
    release('mf-search', '1.5.0-rc.1+aaaaaaa', '2026-01-01T00:00:00.000Z');
    release('mf-search', '1.5.0-rc.1+bbbbbbb', '2026-01-02T00:00:00.000Z');
    release('mf-search', '1.5.0-rc.1+ccccccc', '2026-01-03T00:00:00.000Z');
    // The newest build of the version is not open; the one before it is.
    registry({ 'mf-search': { previews: ['1.5.0-rc.1+aaaaaaa', '1.5.0-rc.1+bbbbbbb'] } });
  });

  it('takes a version to its newest release open for preview, sets the cookie and drops preview/sig', () => {
    const link = pathOf(previewLink('http://site', 'mf-search', '1.5.0-rc.1', SECRET));
    const answer = open(`/pg${link.slice(1)}&utm_source=a%20b&x=1+2`);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/pg?utm_source=a%20b&x=1+2');
    expect(answer.release).toBe('1.5.0-rc.1+bbbbbbb');
    const cookie = answer.setCookie.split(';')[0];
    expect(readPreviewCookie(cookie, SECRET)).toEqual([{ remote: 'mf-search', id: '1.5.0-rc.1+bbbbbbb' }]);
  });

  it("adds to the browser's other previews", () => {
    const other = previewCookie([{ remote: 'mf-content', id: '2.0.0+ddddddd' }], SECRET);
    const link = pathOf(previewLink('http://site', 'mf-search', '1.5.0-rc.1+aaaaaaa', SECRET));
    const answer = open(link, `basera_preview=${other}`);
    expect(answer.location).toBe('/');
    expect(readPreviewCookie(answer.setCookie.split(';')[0], SECRET)).toEqual([
      { remote: 'mf-content', id: '2.0.0+ddddddd' },
      { remote: 'mf-search', id: '1.5.0-rc.1+aaaaaaa' },
    ]);
  });

  it('accepts the federation name and a pasted link whose + became a space', () => {
    const sig = signPreview(SECRET, 'mf_search@1.5.0-rc.1+aaaaaaa');
    const answer = open(`/?preview=mf_search@1.5.0-rc.1+aaaaaaa&sig=${sig}`);
    expect(answer).toMatchObject({ status: 302, release: '1.5.0-rc.1+aaaaaaa' });
  });

  it('refuses a forged or edited link, with no cookie', () => {
    const link = pathOf(previewLink('http://site', 'mf-search', '1.5.0-rc.1+aaaaaaa', SECRET));
    const edited = link.replace('aaaaaaa', 'bbbbbbb');
    for (const url of [
      edited,
      '/?preview=mf-search%401.5.0-rc.1&sig=0123',
      '/?preview=mf-search%401.5.0-rc.1',
    ]) {
      const answer = open(url);
      expect(answer.status).toBe(403);
      expect(answer.message).toMatch(/^This preview link is not valid: its signature does not match/);
      expect(answer.setCookie).toBeUndefined();
    }
  });

  it('refuses a release that is not open for preview, or not there, or a remote that is not', () => {
    const closed = open(pathOf(previewLink('http://site', 'mf-search', '1.5.0-rc.1+ccccccc', SECRET)));
    expect(closed.status).toBe(403);
    expect(closed.message).toContain('mf-search 1.5.0-rc.1+ccccccc is not open for preview');
    const missing = open(pathOf(previewLink('http://site', 'mf-search', '9.9.9', SECRET)));
    expect(missing.message).toBe('This preview link is not valid: mf-search has no release 9.9.9.');
    const unknown = open(pathOf(previewLink('http://site', 'mf-nothing', '1.0.0', SECRET)));
    expect(unknown.message).toBe('This preview link is not valid: mf-nothing is not a remote of this site.');
    const noRelease = open(`/?preview=mf-search&sig=${signPreview(SECRET, 'mf-search')}`);
    expect(noRelease.message).toMatch(/it names no release/);
  });

  it('?preview=off clears the cookie and keeps the rest of the query; a page without a link is left alone', () => {
    expect(open('/about?preview=off&lang=en')).toEqual({
      status: 302,
      location: '/about?lang=en',
      setCookie: 'basera_preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    });
    expect(open('/about?lang=en')).toBeNull();
  });

  it('never redirects to another site', () => {
    expect(open('/.//evil.example/?preview=off').location).toBe('/evil.example/');
  });
});
