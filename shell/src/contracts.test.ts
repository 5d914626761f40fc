/**
 * The contract between the shell and the remote teams (@basera/shared's `RemoteContracts`), checked from both
 * sides without importing any remote:
 * - every module mounted anywhere in the tree (the shell's routes and modals, one remote's section inside
 *   another) is in the contract, exposed by its remote's federation.config.cjs, and its file exists;
 * - every exposed file's default export accepts the contract's props: the TypeScript compiler reads the
 *   remote's source as it is, so a remote that renames, drops or makes a prop required fails here.
 * The mounting side's props are checked by each package's own typecheck (RemoteSection and the route table
 * take their types from the contract).
 */
import fs from 'node:fs';
import path from 'node:path';
import { EXPOSED_MODULES, type ExposedModule } from '@basera/shared';
import ts from 'typescript';
import { modalModules, routeTable } from './routes';

const root = path.join(__dirname, '..', '..');
const folderOf = (remote: string) => remote.replace('_', '-');

interface FederationConfig {
  name: string;
  exposes: Record<string, string>;
}
const federationConfig = (remote: string): FederationConfig =>
  require(path.join(root, folderOf(remote), 'federation.config.cjs')) as FederationConfig;

const split = (module: ExposedModule) => {
  const [remote, name] = module.split('/') as [string, string];
  return { remote, name };
};

/** The exposed file of a module, from its remote's federation config (undefined when not exposed). */
function exposedFile(module: ExposedModule): string | undefined {
  const { remote, name } = split(module);
  const file = federationConfig(remote).exposes[`./${name}`];
  return file && path.join(root, folderOf(remote), file);
}

/** Every 'mf_xxx/Module' written in the source of the shell and the remotes (tests excluded). */
function mountsInTree(): Array<{ file: string; module: string }> {
  const found: Array<{ file: string; module: string }> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const match of text.matchAll(/['"`](mf_[a-z]+\/[A-Za-z]+)['"`]/g)) {
          found.push({ file: path.relative(root, full), module: match[1]! });
        }
      }
    }
  };
  for (const pkg of ['shell', 'mf-auth', 'mf-search', 'mf-account', 'mf-lister', 'mf-content', 'mf-admin']) {
    walk(path.join(root, pkg, 'src'));
  }
  return found;
}

/**
 * Type-checks `const check: ComponentType<PropsOf<M>> = <the exposed default export>` for every module, with
 * the repository's compiler options, and returns the errors by module.
 */
function contractTypeErrors(modules: ExposedModule[]): Record<string, string[]> {
  const checkFile = path.join(__dirname, '__contract_check__.ts');
  const lines = [
    `import type { ComponentType } from 'react';`,
    `import type { PropsOf } from '@basera/shared';`,
  ];
  modules.forEach((module, i) => {
    const file = exposedFile(module)!;
    const specifier = path
      .relative(__dirname, file)
      .replace(/\.tsx?$/, '')
      .split(path.sep)
      .join('/');
    lines.push(`import Exposed${i} from '${specifier}';`);
    lines.push(`export const check${i}: ComponentType<PropsOf<'${module}'>> = Exposed${i};`);
  });
  const source = lines.join('\n');

  const { config } = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === checkFile ? source : readFile(file));
  host.fileExists = (file) => file === checkFile || fileExists(file);
  host.getSourceFile = (file, language, ...rest) =>
    file === checkFile ? ts.createSourceFile(file, source, language) : getSourceFile(file, language, ...rest);

  const program = ts.createProgram([checkFile], options, host);
  // Only the check file's diagnostics count, so only it is checked: the checker reads what the exposed modules
  // export (their types, as far as the assignments need them) without checking every file of every remote,
  // which the lint's typecheck does anyway (ts.getPreEmitDiagnostics checked all ~1,300: 20 s of the run).
  const sourceFile = program.getSourceFile(checkFile)!;
  const diagnostics = [
    ...program.getSyntacticDiagnostics(sourceFile),
    ...program.getSemanticDiagnostics(sourceFile),
  ];
  const errors: Record<string, string[]> = {};
  for (const diagnostic of diagnostics) {
    if (diagnostic.file?.fileName !== checkFile || diagnostic.start === undefined) continue;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const module = modules[Math.floor((line - 2) / 2)] ?? 'unknown';
    errors[module] = [
      ...(errors[module] ?? []),
      ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    ];
  }
  return errors;
}

describe('shell <-> remotes contract', () => {
  const routed = [...routeTable.map((route) => route.module), ...modalModules];

  it.each(EXPOSED_MODULES)('%s is exposed and its file exists', (module) => {
    const file = exposedFile(module);
    expect({ module, exposed: Boolean(file) }).toEqual({ module, exposed: true });
    expect({ module, exists: fs.existsSync(file!) }).toEqual({ module, exists: true });
  });

  it('names each remote as its federation config does', () => {
    for (const remote of new Set(EXPOSED_MODULES.map((module) => split(module).remote))) {
      expect(federationConfig(remote).name).toBe(remote);
    }
  });

  it('every exposed module is in the contract', () => {
    const declared = new Set<string>(EXPOSED_MODULES);
    for (const remote of new Set(EXPOSED_MODULES.map((module) => split(module).remote))) {
      for (const key of Object.keys(federationConfig(remote).exposes)) {
        expect(declared.has(`${remote}/${key.replace('./', '')}`) ? key : `${remote}/${key}`).toBe(key);
      }
    }
  });

  it('every route and modal mounts a module of the contract', () => {
    for (const module of routed) expect(EXPOSED_MODULES).toContain(module);
  });

  it('every mount written anywhere in the tree names a module of the contract', () => {
    const mounts = mountsInTree();
    // The home page mounts mf-search's search box and cards: the scan must see cross-remote sections.
    expect(mounts.map((mount) => mount.module)).toEqual(
      expect.arrayContaining(['mf_search/SearchBox', 'mf_search/RecentListingCard', 'mf_auth/AuthModals']),
    );
    const unknown = mounts.filter((mount) => !EXPOSED_MODULES.includes(mount.module as ExposedModule));
    expect(unknown).toEqual([]);
  });

  it('every exposed default export accepts the props of its contract', () => {
    expect(contractTypeErrors(EXPOSED_MODULES)).toEqual({});
  }, 180_000);
});
