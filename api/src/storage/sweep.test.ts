import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testDatabaseKinds } from '../test/databases';
import { fixtureListing, useListingSuite } from '../test/listing-fixtures';
import { LocalStorage } from './local';
import { ORPHAN_AGE_MS, sweepOrphanUploads } from './sweep';

const hex = () => randomBytes(16).toString('hex');

describe.each(testDatabaseKinds)('orphan upload sweep on %s', (kind) => {
  const t = useListingSuite(kind);

  it('removes uploads older than an hour that no row names, and nothing else', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-sweep-'));
    const storage = new LocalStorage(root);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
    const put = async (key: string, writtenAt: Date) => {
      await storage.put(key, Buffer.from(key));
      fs.utimesSync(path.join(root, key), writtenAt, writtenAt);
    };
    const variants = (name: string) => [320, 640, 1280].map((width) => `properties/${name}-${width}.webp`);

    // Referenced: an avatar in use, a listing's main photo and a gallery photo (every variant of each).
    const avatarInUse = `avatars/${hex()}.webp`;
    await t.db.query('UPDATE users SET avatar_path = $2 WHERE id = $1', [t.lister.id, avatarInUse]);
    const [main, gallery] = [hex(), hex()];
    const listing = await fixtureListing(t, { ownerId: t.lister.id });
    await t.db.query('UPDATE properties SET photo = $2 WHERE id = $1', [listing, `${main}-1280.webp`]);
    await t.db.query('INSERT INTO property_photos (property_id, file_name, position) VALUES ($1, $2, 1)', [
      listing,
      `${gallery}-1280.webp`,
    ]);
    const kept = [avatarInUse, ...variants(main), ...variants(gallery)];
    // Orphans, but written within the hour: an upload whose row is being saved right now.
    const recent = [`avatars/${hex()}.webp`, ...variants(hex())];
    // Not uploads: seeded pictures and content images keep their own names.
    const seeded = ['properties/pg-room-3-640.webp', 'content/about-hero.webp'];
    // Orphans from a crash: no row names them.
    const orphans = [
      `avatars/${hex()}.webp`,
      ...variants(hex()),
      `avatars/${hex()}.webp.4242.1700000000000.tmp`,
    ];
    for (const key of [...kept, ...seeded, ...orphans]) await put(key, hoursAgo(3));
    for (const key of recent) await put(key, hoursAgo(0.5));

    const removed = await sweepOrphanUploads(t.db, storage);
    expect(removed.sort()).toEqual([...orphans].sort());
    for (const key of [...kept, ...recent, ...seeded])
      expect([key, await storage.exists(key)]).toEqual([key, true]);
    for (const key of orphans) expect(fs.existsSync(path.join(root, key))).toBe(false);
    // A second sweep finds nothing more; an hour later the recent orphans go too.
    expect(await sweepOrphanUploads(t.db, storage)).toEqual([]);
    expect((await sweepOrphanUploads(t.db, storage, { now: Date.now() + ORPHAN_AGE_MS })).sort()).toEqual(
      [...recent].sort(),
    );
  });
});
