/**
 * Contract between the shell and the remote teams: every module the shell's route table (and modal host)
 * mounts must be exposed by the remote it names. Fails when a remote renames or drops an exposed page.
 */
import path from 'node:path';
import { modalModules, routeTable } from './routes';

const folders: Record<string, string> = {
  mf_auth: 'mf-auth',
  mf_search: 'mf-search',
  mf_account: 'mf-account',
  mf_lister: 'mf-lister',
  mf_content: 'mf-content',
};

function exposedBy(remote: string): string[] {
  const folder = folders[remote];
  if (!folder) throw new Error(`Unknown remote ${remote}`);
  const config = require(path.join(__dirname, '..', '..', folder, 'federation.config.cjs')) as {
    name: string;
    exposes: Record<string, string>;
  };
  expect(config.name).toBe(remote);
  return Object.keys(config.exposes);
}

describe('shell <-> remotes contract', () => {
  const used = [...routeTable, ...modalModules].map(({ remote, module }) => ({ remote, module }));

  it.each(used)('$remote exposes ./$module', ({ remote, module }) => {
    expect(exposedBy(remote)).toContain(`./${module}`);
  });

  it('every exposed file exists', () => {
    const fs = require('node:fs') as typeof import('node:fs');
    for (const [remote, folder] of Object.entries(folders)) {
      const config = require(path.join(__dirname, '..', '..', folder, 'federation.config.cjs')) as {
        exposes: Record<string, string>;
      };
      for (const file of Object.values(config.exposes)) {
        expect({
          remote,
          file,
          exists: fs.existsSync(path.join(__dirname, '..', '..', folder, file)),
        }).toEqual({
          remote,
          file,
          exists: true,
        });
      }
    }
  });
});
