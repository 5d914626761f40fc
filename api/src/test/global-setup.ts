import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Once per jest run, before any worker starts: the folder where the run's database templates go
 * (test/templates.ts). Workers inherit the two settings; the first one that needs a template makes it.
 */
export default function globalSetup() {
  const id = randomBytes(6).toString('hex');
  process.env.BASERA_TEST_RUN = id;
  process.env.BASERA_TEST_TEMPLATES = fs.mkdtempSync(path.join(os.tmpdir(), `basera-api-templates-${id}-`));
}
