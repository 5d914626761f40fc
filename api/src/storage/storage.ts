import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';

/**
 * Where uploaded and generated files live (avatars, listing photos and their variants, seeded content pictures),
 * named by keys such as `avatars/<hex>.webp`, served under `/storage/<key>`. A local folder by default; an
 * S3-compatible bucket when configured, so that every API instance reads what any of them wrote.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes (or replaces) the object; its content type follows from the key's extension. */
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * The object as a stream with what the HTTP answer needs, or only the bytes of `range` (inclusive offsets,
   * within the object's size); null when there is none.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Rejects when the store cannot be written to (the health check asks). */
  check(): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object in a folder (`avatars/`), with when it was last written: the orphan sweep walks these. */
  list(folder: string): AsyncIterable<ListedObject>;
  close(): void;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

/** Bytes `start` to `end` of an object, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** The whole object, or the range asked for. */
  body: Readable;
  /** The whole object's size in bytes. */
  size: number;
  /** An HTTP entity tag, quotes included. */
  etag: string;
  lastModified: Date;
}

export function createStorage(config: Config): Storage {
  return config.storage.kind === 's3' ? new S3Storage(config.storage) : new LocalStorage(config.uploadsDir);
}
