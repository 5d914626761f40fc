import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { loadConfig, type S3Settings } from '../config';

export const TEST_BUCKET = 'basera-test';

/** The environment that points the API at a local S3 server (what an operator would set). */
export function s3Env(endpoint: string): Record<string, string> {
  return {
    STORAGE_S3_BUCKET: TEST_BUCKET,
    STORAGE_S3_ENDPOINT: endpoint,
    STORAGE_S3_REGION: 'us-east-1',
    // s3rver takes any key pair (it checks signatures only against its own dummy one when asked to).
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
}

/**
 * A local S3-compatible server (s3rver) on a free port, keeping its objects in a temporary folder, with the test
 * bucket created; `stop` closes it and removes the folder.
 */
export async function startS3Server() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: loadConfig(s3Env(endpoint)).storage as S3Settings,
    /** Where s3rver keeps the bucket's objects (to prove a file went there, not to the local folder). */
    directory,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
