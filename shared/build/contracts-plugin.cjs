// contracts.json beside every production build (the shell's and each remote's): what the build was made to
// agree on with the other apps, so a remote's release can be checked against the shell that is live
// (scripts/lib/releases/compat.mjs) without any of their sources.
//   modules: per module, the props it is mounted with, read by the TypeScript compiler from
//            shared/src/contracts.ts's `RemoteContracts` as this build's source has it. A remote lists the
//            modules it exposes (federation.config.cjs), the shell every module of the contract (what it and the
//            remotes mount). Each prop: `{ type, optional, shape }`: `type` is the type as written
//            (checker.typeToString), `shape` the type spelled out a few levels deep (an interface's fields, an
//            alias's union), so a changed `Listing` shows even though both sides call it `Listing`.
//   shared:  the federation singletons as this build configured them (federation.cjs): the version of each it
//            was built with and the version it requires at run time. mf-manifest.json lists the shared modules
//            the build uses, but writes `^<version>` where the config says `requiredVersion: false` (the
//            @basera/shared entries: the page never checks their version), so the truth is kept here.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const CONTRACTS_FILE = path.join(__dirname, '..', 'src', 'contracts.ts');
const CONTRACTS_INTERFACE = 'RemoteContracts';
const TSCONFIG = path.join(__dirname, '..', '..', 'tsconfig.base.json');
/** How deep `shape` spells out nested object types (a prop's type is level 0). */
const SHAPE_DEPTH = 3;

/**
 * Every module of the contract with its props, `{ 'mf_search/ListingCard': { listing: { type, optional,
 * shape } } }`, from one TypeScript program of contracts.ts (and what it imports).
 */
function readContracts({ file = CONTRACTS_FILE, interfaceName = CONTRACTS_INTERFACE } = {}) {
  const ts = require('typescript');
  const { config } = ts.readConfigFile(TSCONFIG, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(TSCONFIG));
  // contracts.ts uses no test or Node globals: leaving their type packages out saves a third of the time.
  const program = ts.createProgram([file], { ...options, types: [], noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`contracts plugin: cannot read ${file}`);
  const declaration = source.statements.find(
    (statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === interfaceName,
  );
  if (!declaration) throw new Error(`contracts plugin: ${file} has no interface ${interfaceName}`);

  const text = (type) => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  const fromLibrary = (symbol) =>
    (symbol?.declarations ?? []).some((decl) => {
      const name = decl.getSourceFile().fileName;
      return program.isSourceFileDefaultLibrary(decl.getSourceFile()) || /[\\/]node_modules[\\/]/.test(name);
    });
  const typeOfProp = (symbol) => {
    // The type as declared (`intent?: LoginIntent | null`), not with the `| undefined` an optional prop adds.
    const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (decl && (ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) && decl.type) {
      return checker.getTypeFromTypeNode(decl.type);
    }
    return checker.getTypeOfSymbol(symbol);
  };
  const isOptional = (symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0;

  /** The type spelled out: unions and objects of the project's own types down to SHAPE_DEPTH. */
  function shape(type, depth) {
    if (type.isUnion() || type.isIntersection()) {
      const parts = type.types.map((part) => shape(part, depth)).sort();
      return parts.join(type.isUnion() ? ' | ' : ' & ');
    }
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (depth >= SHAPE_DEPTH || !(type.flags & ts.TypeFlags.Object) || fromLibrary(symbol)) return text(type);
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type);
      return element ? `Array<${shape(element, depth + 1)}>` : text(type);
    }
    const calls = type.getCallSignatures();
    const props = type.getProperties();
    if (calls.length && !props.length) {
      return calls.map((signature) => checker.signatureToString(signature)).join(' & ');
    }
    if (!props.length) return text(type);
    const fields = props
      .map((prop) => `${prop.name}${isOptional(prop) ? '?' : ''}: ${shape(typeOfProp(prop), depth + 1)}`)
      .sort();
    return `{ ${fields.join('; ')} }`;
  }

  const contracts = {};
  const contractsType = checker.getTypeAtLocation(declaration);
  for (const module of checker.getPropertiesOfType(contractsType)) {
    const propsType = checker.getTypeOfSymbol(module);
    const props = {};
    for (const prop of checker.getPropertiesOfType(propsType)) {
      const type = typeOfProp(prop);
      props[prop.name] = { type: text(type), optional: isOptional(prop), shape: shape(type, 0) };
    }
    contracts[module.name] = props;
  }
  return contracts;
}

const SHARED_SRC = path.join(__dirname, '..', 'src');
const CACHE_DIR = path.join(__dirname, '..', 'node_modules', '.cache', 'basera-contracts');

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * readContracts() for the real contracts.ts, kept in node_modules/.cache by a hash of everything it reads (the
 * shared sources, the compiler options, the lockfile, this file): the TypeScript program takes ~2 s, and a full
 * `pnpm build` makes seven apps from the same sources, so only the first build pays it.
 */
function cachedContracts() {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(SHARED_SRC).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)),
    TSCONFIG,
    path.join(__dirname, '..', '..', 'pnpm-lock.yaml'),
    __filename,
  ].sort();
  for (const file of inputs) if (fs.existsSync(file)) hash.update(file).update(fs.readFileSync(file));
  const cacheFile = path.join(CACHE_DIR, `${hash.digest('hex').slice(0, 32)}.json`);
  try {
    return { contracts: JSON.parse(fs.readFileSync(cacheFile, 'utf8')), cached: true };
  } catch {
    const contracts = readContracts();
    try {
      fs.mkdirSync(CACHE_DIR, { recursive: true });
      const temp = `${cacheFile}.${process.pid}.tmp`;
      fs.writeFileSync(temp, JSON.stringify(contracts));
      fs.renameSync(temp, cacheFile);
    } catch {
      // A read-only tree builds without the cache.
    }
    return { contracts, cached: false };
  }
}

/** The version of a package installed for the app in `dir` (the one its build bundles). */
function installedVersion(pkg, dir) {
  try {
    return JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`, { paths: [dir] }), 'utf8'))
      .version;
  } catch {
    return null;
  }
}

/** The federation shared config (federation.cjs sharedConfig()) as built: `{ key: { version, requiredVersion, singleton, fromShellOnly? } }`. */
function sharedVersions(shared, dir) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => {
      const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
      return [
        key,
        {
          version: config.version ?? installedVersion(pkg, dir),
          requiredVersion: config.requiredVersion ?? false,
          singleton: Boolean(config.singleton),
          // Built without a copy of its own (`import: false`): the page's shell must provide it.
          ...(config.import === false ? { fromShellOnly: true } : {}),
        },
      ];
    }),
  );
}

/**
 * The contracts.json of one app: the shell (`host`) names every module of the contract, a remote the modules it
 * exposes (a module it exposes that the contract does not know gets `props: null`).
 */
function contractsDocument({ name, exposes = {}, host = false, shared = {}, dir, buildId, contracts }) {
  const ids = host
    ? Object.keys(contracts)
    : Object.keys(exposes).map((key) => `${name}/${key.replace(/^\.\//, '')}`);
  const modules = Object.fromEntries(ids.sort().map((id) => [id, { props: contracts[id] ?? null }]));
  return {
    name,
    role: host ? 'shell' : 'remote',
    build: buildId ?? null,
    modules,
    shared: sharedVersions(shared, dir),
  };
}

/** Webpack plugin: emits contracts.json (see the top of this file) with the build's other assets. */
class ContractsPlugin {
  /** @param {{ name: string, exposes?: Record<string,string>, host?: boolean, shared?: object, dir: string, buildId?: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ContractsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const started = process.hrtime.bigint();
          let document;
          let cached;
          try {
            const read = cachedContracts();
            cached = read.cached;
            document = contractsDocument({ ...this.options, contracts: read.contracts });
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`contracts.json: ${error.message}`));
            return;
          }
          compilation.emitAsset('contracts.json', new RawSource(`${JSON.stringify(document, null, 2)}\n`));
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          if (process.env.CONTRACTS_TIMING)
            console.log(`contracts.json in ${ms.toFixed(0)} ms${cached ? ' (cached)' : ''}`);
        },
      );
    });
  }
}

module.exports = {
  ContractsPlugin,
  readContracts,
  cachedContracts,
  contractsDocument,
  sharedVersions,
  CONTRACTS_FILE,
};
