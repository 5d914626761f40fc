import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LISTING_LIMITS, LISTING_MESSAGES as M, PHOTO_WIDTHS, photoVariant } from '@basera/shared/schemas';
import sharp from 'sharp';
import { testDatabaseKinds } from '../../test/databases';
import {
  addPhotoRow,
  call,
  makeUser,
  multipart,
  type Part,
  type TestUser,
  useListingSuite,
  walkWizard,
} from '../../test/listing-fixtures';
import { PHOTO_UPLOADS_PER_HOUR } from './photos';

describe.each(testDatabaseKinds)('listing photos on %s', (kind) => {
  const t = useListingSuite(kind, { redis: true });
  let jpeg: Buffer;
  let png: Buffer;
  let rotated: Buffer;
  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c2410c' } })
      .jpeg()
      .toBuffer();
    png = await sharp({ create: { width: 200, height: 150, channels: 4, background: '#0f766e' } })
      .png()
      .toBuffer();
    // Stored 400 wide and 200 high, with EXIF saying "turn 90 degrees" (as a phone held upright writes it).
    rotated = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
  });

  const folder = () => path.join(t.config.uploadsDir, 'properties');
  const filesOnDisk = () => (fs.existsSync(folder()) ? fs.readdirSync(folder()).length : 0);
  const variantsOf = (fileName: string) =>
    PHOTO_WIDTHS.map((width) => path.join(folder(), photoVariant(fileName, width)));

  const upload = (id: number, parts: Part[], user: TestUser | null = t.lister) => {
    const { payload, contentType } = multipart(parts);
    return call(t, 'POST', `/property-photos/${id}`, user, payload, contentType);
  };
  const mainPhoto = async (id: number) =>
    (await t.db.query<{ photo: string | null }>('SELECT photo FROM properties WHERE id = $1', [id])).rows[0]!
      .photo;

  it('stores two photos of one request as WebP at three widths each, the first as the main photo', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    const before = filesOnDisk();
    const res = await upload(id, [
      { filename: 'front.jpg', content: jpeg },
      { filename: 'room.png', type: 'image/png', content: png },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('2 photos uploaded');
    expect(res.body.photoPath).toMatch(/\/storage\/properties\/$/);
    const photos = res.body.data as Array<{ id: number; file_name: string }>;
    expect(photos).toHaveLength(2);
    for (const photo of photos) expect(photo.file_name).toMatch(/^[0-9a-f]{32}-1280\.webp$/);
    expect(filesOnDisk()).toBe(before + 6);

    // The large photo at each width; the small one never enlarged, yet every variant name exists.
    const large = await Promise.all(variantsOf(photos[0]!.file_name).map((file) => sharp(file).metadata()));
    expect(large.map((m) => [m.format, m.width])).toEqual([
      ['webp', 320],
      ['webp', 640],
      ['webp', 1280],
    ]);
    const small = await Promise.all(variantsOf(photos[1]!.file_name).map((file) => sharp(file).metadata()));
    expect(small.map((m) => m.width)).toEqual([200, 200, 200]);

    expect(await mainPhoto(id)).toBe(photos[0]!.file_name);
    const own = await call(t, 'GET', `/get-own-property/${id}`, t.lister);
    expect(own.body.data.property.photo_items).toEqual(photos);
    expect(own.body.data.property.gallery).toEqual([photos[1]!.file_name]);
    const served = await t.app.inject({
      url: `/storage/properties/${photoVariant(photos[0]!.file_name, 600)}`,
    });
    expect(served.statusCode).toBe(200);
    const listed = await call(t, 'GET', `/property-photos/${id}`, t.lister);
    expect(listed.body.data).toEqual(photos);
  });

  it('turns a photo upright by its EXIF orientation and leaves its metadata out', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    const res = await upload(id, [{ filename: 'upright.jpg', content: rotated }]);
    expect(res.status).toBe(200);
    const [file] = variantsOf(res.body.data[0].file_name).slice(-1);
    const meta = await sharp(file!).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a text file named .jpg, and with it the whole request', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    const before = filesOnDisk();
    const res = await upload(id, [
      { filename: 'good.jpg', content: jpeg },
      { filename: 'notes.jpg', content: Buffer.from('This is not a picture, only text.\n'.repeat(20)) },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ photos: [M.photoNotImage('notes.jpg')] });
    expect(filesOnDisk()).toBe(before);
    expect((await call(t, 'GET', `/property-photos/${id}`, t.lister)).body.data).toEqual([]);
    expect(await mainPhoto(id)).toBeNull();
  });

  it('says a HEIC photo cannot be read here when this build cannot decode it', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    // An ISO-BMFF header with the "heic" brand and nothing decodable after it.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      randomBytes(256),
    ]);
    const res = await upload(id, [{ filename: 'IMG_0001.HEIC', type: 'image/heic', content: heic }]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ photos: [M.photoHeic('IMG_0001.HEIC')] });
  });

  it('answers a file over the size limit with 413 naming it, and stores nothing', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    const before = filesOnDisk();
    const res = await upload(id, [
      { filename: 'good.jpg', content: jpeg },
      { filename: 'huge.jpg', content: Buffer.alloc(LISTING_LIMITS.photoBytesMax + 1, 1) },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(M.photoTooLarge('huge.jpg'));
    expect(res.body.errors).toEqual({ photos: [M.photoTooLarge('huge.jpg')] });
    expect(filesOnDisk()).toBe(before);
    expect((await call(t, 'GET', `/property-photos/${id}`, t.lister)).body.data).toEqual([]);
  });

  it(`keeps a listing to ${LISTING_LIMITS.photosMax} photos`, async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    for (let i = 0; i < LISTING_LIMITS.photosMax - 1; i += 1) await addPhotoRow(t, id, `old-${i}.jpg`);
    const before = filesOnDisk();
    const two = await upload(id, [
      { filename: 'a.jpg', content: jpeg },
      { filename: 'b.png', content: png },
    ]);
    expect(two.status).toBe(422);
    expect(two.body.errors).toEqual({ photos: [M.photosTooMany] });
    expect(filesOnDisk()).toBe(before);
    const one = await upload(id, [{ filename: 'b.png', content: png }]);
    expect(one.status).toBe(200);
    expect(one.body.data).toHaveLength(LISTING_LIMITS.photosMax);
    const full = await upload(id, [{ filename: 'c.png', content: png }]);
    expect(full.status).toBe(422);
    expect(full.body.errors).toEqual({ photos: [M.photosTooMany] });
  });

  it('answers a request without a file with 422', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    const empty = await upload(id, [{ filename: '', content: Buffer.alloc(0) }]);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ photos: [M.photoRequired] });
    const json = await call(t, 'POST', `/property-photos/${id}`, t.lister, { photos: [] });
    expect(json.status).toBe(422);
    expect(json.body.errors).toEqual({ photos: [M.photoRequired] });
  });

  it('reorders photos, and the main photo follows', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    const res = await upload(id, [
      { filename: 'a.jpg', content: jpeg },
      { filename: 'b.png', content: png },
      { filename: 'c.jpg', content: rotated },
    ]);
    const [a, b, c] = res.body.data as Array<{ id: number; file_name: string }>;
    const order = (photo_ids: unknown) =>
      call(t, 'PUT', `/property-photos/${id}/order`, t.lister, { photo_ids });
    const reordered = await order([c!.id, a!.id, b!.id]);
    expect(reordered.status).toBe(200);
    expect(reordered.body.data).toEqual([c, a, b]);
    expect(await mainPhoto(id)).toBe(c!.file_name);
    const { rows } = await t.db.query<{ position: number }>(
      'SELECT position FROM property_photos WHERE property_id = $1 ORDER BY position',
      [id],
    );
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2]);

    for (const wrong of [[c!.id, a!.id], [c!.id, a!.id, a!.id], [c!.id, a!.id, b!.id, 999_999_999], []]) {
      const refused = await order(wrong);
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['photo_ids']);
    }
    expect(await mainPhoto(id)).toBe(c!.file_name);
  });

  it('deletes a photo with its files, and the next one becomes the main photo', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    const res = await upload(id, [
      { filename: 'a.jpg', content: jpeg },
      { filename: 'b.png', content: png },
    ]);
    const [a, b] = res.body.data as Array<{ id: number; file_name: string }>;
    for (const file of variantsOf(a!.file_name)) expect(fs.existsSync(file)).toBe(true);
    const removed = await call(t, 'DELETE', `/property-photos/${id}/${a!.id}`, t.lister);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual([b]);
    for (const file of variantsOf(a!.file_name)) expect(fs.existsSync(file)).toBe(false);
    for (const file of variantsOf(b!.file_name)) expect(fs.existsSync(file)).toBe(true);
    expect(await mainPhoto(id)).toBe(b!.file_name);

    const again = await call(t, 'DELETE', `/property-photos/${id}/${a!.id}`, t.lister);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(M.photoNotFound);
    await call(t, 'DELETE', `/property-photos/${id}/${b!.id}`, t.lister);
    expect(await mainPhoto(id)).toBeNull();
  });

  it('keeps photos to their owner: 401, 403 and 404, and a photo id of another listing', async () => {
    const id = await walkWizard(t, t.lister, t.places, 'PG', 1);
    const other = await makeUser(t);
    const customer = await makeUser(t, 'Customer');
    const file = [{ filename: 'a.jpg', content: png }];
    expect((await upload(id, file, null)).status).toBe(401);
    expect((await upload(id, file, customer)).status).toBe(403);
    const stranger = await upload(id, file, other);
    expect([stranger.status, stranger.body.message]).toEqual([404, 'Property not found']);

    const othersListing = await walkWizard(t, other, t.places, 'PG', 1);
    const theirs = (await upload(othersListing, file, other)).body.data[0];
    const cross = await call(t, 'DELETE', `/property-photos/${id}/${theirs.id}`, t.lister);
    expect(cross.status).toBe(404);
    expect((await call(t, 'GET', `/property-photos/${othersListing}`, other)).body.data).toHaveLength(1);
  });

  it('throttles uploads per Lister', async () => {
    const busy = await makeUser(t);
    const id = await walkWizard(t, busy, t.places, 'PG', 1);
    for (let i = 0; i < PHOTO_UPLOADS_PER_HOUR; i += 1)
      await t.app.deps.throttle.hit(`listing-photos:${busy.id}`, 3600);
    const res = await upload(id, [{ filename: 'a.png', content: png }], busy);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many uploads/);
    expect(Number(res.body.retry_after)).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an upload over the hourly limit before reading its files: 429 even for a file that is no image', async () => {
    const busy = await makeUser(t);
    const id = await walkWizard(t, busy, t.places, 'PG', 1);
    // One request short of the limit: the next one is checked and decoded as usual (a text file is 422)...
    for (let i = 0; i < PHOTO_UPLOADS_PER_HOUR - 1; i += 1)
      await t.app.deps.throttle.hit(`listing-photos:${busy.id}`, 3600);
    const text = [{ filename: 'notes.jpg', content: Buffer.from('Not a picture.\n'.repeat(50)) }];
    expect((await upload(id, text, busy)).status).toBe(422);
    // ...and that refused request counted, so the next is refused before any file is decoded or stored.
    const before = filesOnDisk();
    const over = await upload(id, text, busy);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(M.photosThrottled(Number(over.headers['retry-after'])));
    expect(await upload(id, [{ filename: 'a.png', content: png }], busy)).toMatchObject({ status: 429 });
    expect(filesOnDisk()).toBe(before);
  });
});
