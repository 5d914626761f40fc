/**
 * The repository's Biome config keeps the apps apart: a remote (or the shell) that imports another app's
 * source, shared that imports an app, or anyone reaching into shared/src by path fails `pnpm lint`. Checked
 * on probe files in a scratch copy of the layout, with the real biome.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

const probes: Record<string, string> = {
  'mf-search/src/imports-a-remote.ts': "import { x } from '../../mf-account/src/format';",
  'mf-content/src/imports-the-shell.ts': "import { x } from '../../shell/src/routes';",
  'shell/src/imports-a-remote.ts': "import { x } from '../../mf-search/src/format';",
  'mf-lister/src/imports-shared-by-path.ts': "import { x } from '../../shared/src/vocabulary';",
  'shared/src/imports-an-app.ts': "import { x } from '../../mf-auth/src/errors';",
  'api/src/imports-a-front-end.ts': "import { x } from '../../mf-search/src/format';",
  'mf-search/src/imports-its-own-and-shared.ts':
    "import { x } from './format';\nimport { toast } from '@basera/shared';\nexport const z = toast;",
  'mf-account/src/details/imports-its-own.ts': "import { x } from '../format';",
};

function restrictedImports(): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-borders-'));
  try {
    fs.copyFileSync(path.join(root, 'biome.json'), path.join(dir, 'biome.json'));
    for (const [file, source] of Object.entries(probes)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), `${source}\nexport const y = x;\n`);
    }
    let output = '';
    try {
      output = execFileSync(biome, ['lint', '--reporter=json', '.'], { cwd: dir, encoding: 'utf8' });
    } catch (error) {
      output = (error as { stdout: string }).stdout; // biome exits 1 when it finds something
    }
    const report = JSON.parse(output) as {
      diagnostics: Array<{ category: string; location: { path: string } }>;
    };
    return report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map((diagnostic) => diagnostic.location.path)
      .sort();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('lint refuses imports across app borders, and only those', () => {
  expect(restrictedImports()).toEqual(
    [
      'api/src/imports-a-front-end.ts',
      'mf-content/src/imports-the-shell.ts',
      'mf-lister/src/imports-shared-by-path.ts',
      'mf-search/src/imports-a-remote.ts',
      'shared/src/imports-an-app.ts',
      'shell/src/imports-a-remote.ts',
    ].sort(),
  );
}, 30_000);
