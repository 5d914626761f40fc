import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { AppDeps } from '../app';
import { loadConfig } from '../config';
import { handleError } from '../http/error-handler';
import { storageRoutes } from '../routes/storage';
import { startS3Server } from '../test/s3';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './storage';

const bytesOf = async (storage: Storage, key: string) => {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The /storage route alone, over one store. */
async function storageApp(storage: Storage) {
  const app = Fastify();
  app.decorate('deps', { storage } as AppDeps);
  app.setErrorHandler(handleError);
  await app.register(storageRoutes);
  return app;
}

const stores: Array<[string, () => Promise<{ storage: Storage; stop: () => Promise<void> }>]> = [
  [
    'local folder',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-storage-'));
      return { storage: new LocalStorage(root), stop: async () => fs.rmSync(root, { recursive: true }) };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const server = await startS3Server();
      const storage = new S3Storage(server.settings);
      return {
        storage,
        stop: async () => {
          storage.close();
          await server.stop();
        },
      };
    },
  ],
];

describe.each(stores)('storage: %s', (_name, open) => {
  let storage: Storage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await open());
  });
  afterAll(() => stop());

  it('gives back what was put, replaces it, and forgets it once deleted', async () => {
    const key = 'properties/abc-1280.webp';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('first'));
    expect(await storage.exists(key)).toBe(true);
    expect((await bytesOf(storage, key))?.toString()).toBe('first');

    await storage.put(key, Buffer.from('second, longer'));
    const object = await storage.get(key);
    expect(object?.size).toBe(14);
    expect(object?.etag).toMatch(/^(W\/)?".+"$/);
    expect(object?.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    object?.body.destroy();
    expect((await bytesOf(storage, key))?.toString()).toBe('second, longer');

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('keeps binary files whole, in nested folders', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    await storage.put('content/deep/er/banner-1-640.webp', bytes);
    expect((await bytesOf(storage, 'content/deep/er/banner-1-640.webp'))?.equals(bytes)).toBe(true);
    // A folder is not a file.
    expect(await storage.exists('content/deep')).toBe(false);
    expect(await storage.get('content/deep')).toBeNull();
  });

  it('lists a folder, nested files included, with when each was written', async () => {
    await storage.put('listed/a-320.webp', Buffer.from('a'));
    await storage.put('listed/deeper/b-320.webp', Buffer.from('b'));
    await storage.put('listed-not/c-320.webp', Buffer.from('c'));
    const listed = [];
    for await (const object of storage.list('listed')) listed.push(object);
    expect(listed.map((object) => object.key).sort()).toEqual([
      'listed/a-320.webp',
      'listed/deeper/b-320.webp',
    ]);
    for (const object of listed) expect(Date.now() - object.lastModified.getTime()).toBeLessThan(60_000);
    const none = [];
    for await (const object of storage.list('nothing-here')) none.push(object);
    expect(none).toEqual([]);
  });

  it('refuses keys that could leave its folder or name a hidden file', async () => {
    for (const key of [
      '../escape.webp',
      'a/../../b.webp',
      '/etc/passwd',
      '.hidden',
      'a//b.webp',
      'a\\b',
      'x\u0000y',
    ]) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
      expect(await storage.get(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
    }
  });

  it('is served under /storage with the picture type, 30 days of caching, 304 on a known tag, 404 when missing', async () => {
    const app = await storageApp(storage);
    const picture = Buffer.from('RIFF....WEBPVP8 fake picture');
    await storage.put('avatars/0123456789abcdef0123456789abcdef.webp', picture);
    await storage.put('content/slide-icon.png', Buffer.from('png'));

    const res = await app.inject('/storage/avatars/0123456789abcdef0123456789abcdef.webp');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(picture)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(picture.length),
      'cache-control': 'public, max-age=2592000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(res.headers.etag).toBeTruthy();
    expect((await app.inject('/storage/content/slide-icon.png')).headers['content-type']).toBe('image/png');

    const again = await app.inject({
      url: '/storage/avatars/0123456789abcdef0123456789abcdef.webp',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);

    for (const url of [
      '/storage/avatars/none.webp',
      '/storage/..%2F..%2Fetc%2Fpasswd',
      '/storage/',
      '/storage/avatars',
    ]) {
      const missing = await app.inject(url);
      expect([url, missing.statusCode, missing.json()]).toEqual([
        url,
        404,
        { status: false, message: 'Not found' },
      ]);
    }
    await app.close();
  });
});

describe.each(stores)('storage: %s, byte ranges and health', (_name, open) => {
  let storage: Storage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await open());
  });
  afterAll(() => stop());

  it('answers one byte range with 206, a range beyond the file with 416, several or a stale If-Range whole', async () => {
    const app = await storageApp(storage);
    const photo = Buffer.from(Array.from({ length: 5000 }, (_, n) => n % 251));
    const url = '/storage/properties/property-1-640.webp';
    await storage.put('properties/property-1-640.webp', photo);
    const get = (headers: Record<string, string>) => app.inject({ url, headers });

    const whole = await get({});
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const etag = whole.headers.etag as string;

    const middle = await get({ range: 'bytes=100-1099' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 100-1099/5000');
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.headers['content-type']).toBe('image/webp');
    expect(middle.rawPayload.equals(photo.subarray(100, 1100))).toBe(true);

    const tail = await get({ range: 'bytes=-300' });
    expect([tail.statusCode, tail.headers['content-range']]).toEqual([206, 'bytes 4700-4999/5000']);
    expect(tail.rawPayload.equals(photo.subarray(4700))).toBe(true);

    const rest = await get({ range: 'bytes=4990-', 'if-range': etag });
    expect([rest.statusCode, rest.rawPayload.length]).toEqual([206, 10]);

    const beyond = await get({ range: 'bytes=6000-7000' });
    expect([beyond.statusCode, beyond.headers['content-range']]).toEqual([416, 'bytes */5000']);

    const servedWhole: Array<Record<string, string>> = [
      { range: 'bytes=0-10, 20-30, 4000-4010' },
      { range: 'pages=1-2' },
      { range: 'bytes=0-10', 'if-range': '"another-version"' },
    ];
    for (const headers of servedWhole) {
      const full = await get(headers);
      expect([headers, full.statusCode, full.rawPayload.length]).toEqual([headers, 200, 5000]);
    }
    await app.close();
  });

  it('passes its health check while it can be written to', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('storage: health check of a store that cannot be written to', () => {
  it('rejects for a local folder that is a file, or a bucket that is not there', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'basera-storage-')), 'not-a-folder');
    fs.writeFileSync(file, 'x');
    await expect(new LocalStorage(file).check()).rejects.toThrow();
    const server = await startS3Server();
    const missing = new S3Storage({ ...server.settings, bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow();
    missing.close();
    await server.stop();
  });
});

describe('storage: an S3 store that does not answer', () => {
  it('answers 503 for a stored file, not 500 and not 404', async () => {
    const settings = loadConfig({
      STORAGE_S3_BUCKET: 'basera',
      STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9',
      AWS_ACCESS_KEY_ID: 'x',
      AWS_SECRET_ACCESS_KEY: 'y',
    }).storage;
    if (settings.kind !== 's3') throw new Error('expected S3 settings');
    const storage = new S3Storage(settings);
    const app = await storageApp(storage);
    const res = await app.inject('/storage/avatars/0123456789abcdef0123456789abcdef.webp');
    expect([res.statusCode, res.headers['retry-after']]).toEqual([503, '5']);
    // A write is refused the same way: the upload can be tried again later.
    await expect(
      storage.put('avatars/0123456789abcdef0123456789abcdef.webp', Buffer.from('x')),
    ).rejects.toMatchObject({ statusCode: 503, message: 'Storage is not available, try again shortly' });
    await app.close();
    storage.close();
  });
});

describe('storage settings', () => {
  it('default to the local folder', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('choose S3 by its bucket, path style with an endpoint, the SDK chain without keys', () => {
    expect(
      loadConfig({ STORAGE_S3_BUCKET: 'basera-uploads', STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000' })
        .storage,
    ).toEqual({
      kind: 's3',
      bucket: 'basera-uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: null,
    });
    const aws = loadConfig({
      STORAGE_S3_BUCKET: 'basera-uploads',
      STORAGE_S3_REGION: 'ap-south-1',
      AWS_ACCESS_KEY_ID: 'id',
      AWS_SECRET_ACCESS_KEY: 'secret',
    }).storage;
    expect(aws).toMatchObject({ region: 'ap-south-1', endpoint: null, forcePathStyle: false });
    expect(aws).toMatchObject({ credentials: { accessKeyId: 'id', secretAccessKey: 'secret' } });
    expect(
      loadConfig({
        STORAGE_S3_BUCKET: 'basera-uploads',
        STORAGE_S3_ENDPOINT: 'https://s3.example.in',
        STORAGE_S3_FORCE_PATH_STYLE: 'false',
      }).storage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('say clearly what is wrong', () => {
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    expect(problem({ STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatch(
      /STORAGE_S3_BUCKET: required when STORAGE_S3_ENDPOINT is set/,
    );
    expect(problem({ STORAGE_S3_BUCKET: 'Not_A_Bucket' })).toMatch(
      /STORAGE_S3_BUCKET: must be a bucket name/,
    );
    expect(problem({ STORAGE_S3_BUCKET: 'basera', STORAGE_S3_ENDPOINT: 'minio:9000' })).toMatch(
      /STORAGE_S3_ENDPOINT: must be an http/,
    );
    expect(problem({ STORAGE_S3_BUCKET: 'basera', STORAGE_S3_FORCE_PATH_STYLE: 'yes' })).toMatch(
      /STORAGE_S3_FORCE_PATH_STYLE/,
    );
    expect(problem({ STORAGE_S3_BUCKET: 'basera', AWS_ACCESS_KEY_ID: 'id' })).toMatch(
      /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: set both, or neither/,
    );
  });
});
