import fs from 'node:fs/promises';
import path from 'node:path';
import { ServiceUnavailableError } from '../http/errors';
import { checkKey, isStorageKey, STORAGE_UNAVAILABLE } from './keys';
import type { ByteRange, ListedObject, Storage, StoredObject } from './storage';

/** Files in a folder (`DATA_DIR/uploads`): the default, nothing to set up. */
export class LocalStorage implements Storage {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  private file(key: string) {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, bytes: Buffer) {
    const file = this.file(key);
    // Written under a temporary name and renamed: a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
    } catch (error) {
      // Read-only, full, or not a folder: the upload may be retried once the store is fixed (503, not 500).
      await fs.rm(temporary, { force: true }).catch(() => undefined);
      throw new ServiceUnavailableError(STORAGE_UNAVAILABLE, { cause: error });
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    if (!isStorageKey(key)) return null;
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.file(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    return {
      body: handle.createReadStream(range && { start: range.start, end: range.end }),
      size: stats.size,
      // The same tag as @fastify/static gave these files before: caches keep what they hold.
      etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
      lastModified: stats.mtime,
    };
  }

  async exists(key: string) {
    if (!isStorageKey(key)) return false;
    const stats = await fs.stat(this.file(key)).catch(() => null);
    return Boolean(stats?.isFile());
  }

  async delete(key: string) {
    await fs.rm(this.file(key), { force: true });
  }

  async *list(folder: string): AsyncIterable<ListedObject> {
    const walk = async function* (root: string, dir: string): AsyncGenerator<ListedObject> {
      const entries = await fs.readdir(path.join(root, dir), { withFileTypes: true }).catch((error) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const entry of entries) {
        const key = `${dir}/${entry.name}`;
        if (entry.isDirectory()) yield* walk(root, key);
        else if (entry.isFile()) {
          const stats = await fs.stat(path.join(root, key)).catch(() => null);
          if (stats) yield { key, lastModified: stats.mtime };
        }
      }
    };
    yield* walk(this.root, checkKey(folder.replace(/\/+$/, '')));
  }

  async check() {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.W_OK);
  }

  close() {}
}

/** Nothing there, or a folder in the path is a file. */
const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as { code?: string }).code ?? '');
