import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { ServiceUnavailableError } from '../http/errors';
import {
  checkKey,
  contentTypeOf,
  isStorageKey,
  STORAGE_UNAVAILABLE,
  STORED_FILE_CACHE_CONTROL,
} from './keys';
import type { ByteRange, ListedObject, Storage, StoredObject } from './storage';

/** A bucket of S3 or an S3-compatible store (MinIO, R2, ...), through the AWS SDK. */
export class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      // Unset: the SDK's own chain (its environment variables, a role of the machine).
      credentials: settings.credentials ?? undefined,
      // Checksums only where S3 requires them: S3-compatible stores do not all accept the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
  }

  async put(key: string, bytes: Buffer) {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: checkKey(key),
      Body: bytes,
      ContentType: contentTypeOf(key),
      CacheControl: STORED_FILE_CACHE_CONTROL,
    });
    try {
      await this.client.send(command);
    } catch (error) {
      // Unreachable, refusing (credentials, permissions) or failing: the upload may be retried later (503).
      throw new ServiceUnavailableError(STORAGE_UNAVAILABLE, { cause: error });
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    if (!isStorageKey(key)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      );
      // A ranged answer names the whole size after the slash: "bytes 0-99/5120".
      const whole = Number(object.ContentRange?.split('/')[1]);
      return {
        body: object.Body as Readable,
        size: Number.isFinite(whole) ? whole : (object.ContentLength ?? 0),
        etag: object.ETag ?? '""',
        lastModified: object.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string) {
    if (!isStorageKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async *list(folder: string): AsyncIterable<ListedObject> {
    const prefix = `${checkKey(folder.replace(/\/+$/, ''))}/`;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date() };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check() {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  close() {
    this.client.destroy();
  }
}

/** S3 says NoSuchKey for a read, a bare 404 (NotFound) for a HEAD. */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
