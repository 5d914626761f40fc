// Webpack config factory for the shell and each remote. Each app calls it from its own webpack.config.js,
// so every app still builds, serves and deploys alone.
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const webpack = require('webpack');
const { ContractsPlugin } = require('./contracts-plugin.cjs');
const { sharedConfig, defaultPorts } = require('./federation.cjs');
const { PreloadStartupChunksPlugin } = require('./preload-startup-plugin.cjs');
const { PublishPlugin } = require('./publish-plugin.cjs');

// Text assets a static server or CDN can send precompressed (never source maps); under ~1 KB is not worth it.
const compressible = /\.(js|css|html|json|svg)$/;

/** Brotli (max quality) and gzip files beside each text asset, for servers that send them as they are. */
const precompress = () => [
  new CompressionPlugin({
    test: compressible,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    },
    threshold: 1024,
    minRatio: 1,
  }),
  new CompressionPlugin({
    test: compressible,
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    threshold: 1024,
    minRatio: 1,
  }),
];

// The federation runtime exists as ES modules and as CommonJS. Webpack's federation runtime requires the
// CommonJS build, while the runtime the shell provides to remotes (experiments.provideExternalRuntime) imports
// the ES build: without these aliases the shell ships both (~25 KiB gzip). Point every request at the ES build:
// one copy, and webpack drops what nobody uses (main.js 31.3 -> 27.3 KB brotli, the SDK 21 -> 13 KB raw; with
// CommonJS every helper stayed).
const enhancedEntry = require.resolve('@module-federation/enhanced/webpack');
const runtimeToolsCore = require.resolve('@module-federation/runtime-tools/runtime-core', {
  paths: [enhancedEntry],
});
const esmOf = (cjs) => cjs.replace(/\.cjs$/, '.js');
const federationRuntimeAliases = {
  '@module-federation/runtime-tools/runtime-core$': esmOf(runtimeToolsCore),
  '@module-federation/runtime-core$': esmOf(
    require.resolve('@module-federation/runtime-core', { paths: [runtimeToolsCore] }),
  ),
  '@module-federation/sdk$': esmOf(require.resolve('@module-federation/sdk', { paths: [runtimeToolsCore] })),
};
// react-router 7's package exports name only its development build (remix-run/react-router#14102): its dev
// warnings, their texts and their checks ran in every production page. Production builds take dist/production,
// the same code with ENABLE_DEV_WARNINGS off; development keeps the warnings.
const reactRouter = path.dirname(require.resolve('react-router/package.json'));
const reactRouterProduction = {
  'react-router$': path.join(reactRouter, 'dist/production/index.mjs'),
  'react-router/dom$': path.join(reactRouter, 'dist/production/dom-export.mjs'),
};
// A remote's production container takes the runtime from the shell (externalRuntime); of the SDK it needs only
// two helpers to name remotes. The ES build lets webpack keep just those (CommonJS would bring all ~21 KiB).
const { '@module-federation/sdk$': _sdk, ...remoteRuntimeAliases } = federationRuntimeAliases;

/** Production JavaScript minified by SWC (the same compiler swc-loader already runs), in worker threads. */
const swcMinimizer = () =>
  new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
    extractComments: false,
  });

const svgIconFactory = path.join(__dirname, 'svg-icon-factory.mjs');
const muiNoCssVars = path.join(__dirname, 'mui-no-css-vars.mjs');
/** A package's module (its last node_modules/ in the path) that every page's start-up may need. */
const PAGE_LIBRARY =
  /[\\/]node_modules[\\/](?!.*[\\/]node_modules[\\/])(?!(zod|swiper|dompurify|react-hook-form|notistack|goober)[\\/])/;
/** The modules webpack swaps into MUI (below): with MUI's, not as chunks of their own. */
const SWAPPED_IN = /[\\/]shared[\\/]build[\\/](svg-icon-factory|mui-no-css-vars)\.mjs$/;

const swcOptions = (dev) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
    target: 'es2020',
  },
});

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (__dirname)
 * @param {string} options.pkg        package folder name: shell, mf-auth, ...
 * @param {string} options.name       federation name: shell, mf_auth, ...
 * @param {string} options.title      page title of the standalone html
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.host]    the shell: serves deep links, registers remotes at run time
 */
/**
 * The shell provides the zod schemas though none of its own code imports them: a package name is provided only
 * when the app's code imports it, a file path always (webpack's ProvideSharedPlugin). They stay a chunk of their
 * own, downloaded when a page's form first asks for them.
 */
function hostSharedConfig() {
  const shared = sharedConfig();
  shared['@basera/shared/schemas'] = {
    ...shared['@basera/shared/schemas'],
    import: path.join(__dirname, '..', 'src', 'schemas', 'index.ts'),
  };
  return shared;
}

const SCHEMAS_ENTRY = /[\\/]shared[\\/]src[\\/]schemas[\\/]index\.ts$/;
const SCHEMAS_LAYER = 'schemas';

/**
 * A remote's production container takes every shared module from the shell only (`import: false`): it runs
 * in no other page, and the shell provides each of them (the release guard refuses a release whose shell does
 * not). Fallback copies were downloaded by no page, yet each one's registration and chunk list went into every
 * `remoteEntry.js` (~1.3 KB brotli of its ~8.8), and the schemas' copy, a shared module whose every export counts
 * as used, kept every form message of `@basera/shared/rules` in the remote's chunks though its pages use a few.
 * In development a remote keeps its copies: its standalone harness runs without the shell.
 */
function remoteSharedConfig() {
  return Object.fromEntries(
    Object.entries(sharedConfig()).map(([key, config]) => [key, { ...config, import: false }]),
  );
}

/** `@basera/shared/rules` and the words it builds on: plain constants, bundled into each app that uses them. */
const RULES = /[\\/]shared[\\/]src[\\/](rules|vocabulary)[\\/]/;

/**
 * Whether every chunk holding `module` is a chunk of `@basera/shared/ui-extra`, `@basera/shared/ui-more` or
 * `@basera/shared/forms` (the components only some screens use, shared/src/ui-extra.ts, ui-more.ts and forms.ts):
 * such modules stay in those chunks instead of joining the `libraries` chunk that every page loads.
 */
function onlyInLazyShared(module, chunkGraph) {
  const isLazyShared = (candidate) =>
    /[\\/]shared[\\/]src[\\/](ui-(extra|more)|forms)\.ts$/.test(candidate.nameForCondition?.() ?? '');
  const chunks = [...chunkGraph.getModuleChunksIterable(module)];
  return (
    chunks.length > 0 &&
    chunks.every((chunk) => [...chunkGraph.getChunkModulesIterable(chunk)].some(isLazyShared))
  );
}

/** Whether a chunk holding `module` is a chunk of `@basera/shared/ui-more` (shared/src/ui-more.ts). */
function inUiMore(module, chunkGraph) {
  const isUiMore = (candidate) =>
    /[\\/]shared[\\/]src[\\/]ui-more\.ts$/.test(candidate.nameForCondition?.() ?? '');
  return [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)].some(isUiMore),
  );
}

function createWebpackConfig({ dir, pkg, name, title, exposes = {}, host = false }) {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    const port = Number(process.env[`PORT_${pkg.replace('-', '_').toUpperCase()}`] || defaultPorts[pkg]);
    // A remote's production build is its container only (remoteEntry.js and chunks, what a deploy copies);
    // its standalone harness page is a development tool (`pnpm --filter <remote> dev`).
    const harness = host || dev;
    // Names this build: `__BUILD_ID__` in the app's code, `globalThis.__BASERA_BUILDS__[name]` in the page once
    // the app's container (or the shell's main.js) has run, and dist/.published.json on the server.
    const buildId = process.env.BUILD_ID || new Date().toISOString();
    // A release build (scripts/lib/releases/build.mjs) publishes into the release's staging folder RELEASE_OUT
    // instead of dist/, and stages webpack's output beside it: it never touches dist/ or .build-staging/, so
    // it may run while the app's own build or server uses them.
    const releaseOut = !dev && process.env.RELEASE_OUT ? path.resolve(process.env.RELEASE_OUT) : null;
    const dist = releaseOut ?? path.join(dir, 'dist');
    return {
      mode: dev ? 'development' : 'production',
      context: dir,
      entry: harness ? { main: './src/index.ts' } : {},
      output: {
        // A production build is emitted into a staging folder and then published into dist by PublishPlugin,
        // so a server never sees dist half-written and pages already open keep their chunks.
        path: dev ? dist : releaseOut ? `${releaseOut}.webpack` : path.join(dir, '.build-staging'),
        // The host serves deep links, so its assets need an absolute path; remotes are found through their
        // manifest URL and must work from any origin or CDN folder.
        publicPath: host ? '/' : 'auto',
        filename: '[name].js',
        // The federation runtime cannot expand [contenthash] in output.filename: hash chunks only.
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        // Hashed, like chunks: a name with `.<8 hex>.` in it never changes content, so it may be cached for good.
        assetModuleFilename: '[name].[contenthash:8][ext]',
        uniqueName: name,
        // BUILD_HASH_SALT gives every chunk a new name, as a code change would (the deploy e2e test uses it).
        hashSalt: process.env.BUILD_HASH_SALT || undefined,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          ...(host || dev ? federationRuntimeAliases : remoteRuntimeAliases),
          ...(dev ? {} : reactRouterProduction),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(dev) },
          },
          // The shell provides the zod schemas (hostSharedConfig) as a world of their own: they and every module
          // they import (the rules, the vocabulary, zod) are a webpack layer apart from the modules the shell's
          // own code imports. Without it, webpack counts an export as used for the whole build: the schemas use
          // every rule, so the shell's first-visit chunks carried every rule of each module they share (26 KB
          // for 12).
          ...(host
            ? [
                { test: SCHEMAS_ENTRY, layer: SCHEMAS_LAYER },
                { issuerLayer: SCHEMAS_LAYER, layer: SCHEMAS_LAYER },
              ]
            : []),
          { test: /\.css$/, type: 'asset/resource' },
          { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: host ? hostSharedConfig() : dev ? sharedConfig() : remoteSharedConfig(),
          // The default strategy fetches every remote at start-up, so one remote down would stall the page.
          shareStrategy: 'loaded-first',
          // Type sharing downloads types over HTTP; builds must work offline. Exposed types are declared by hand.
          dts: false,
          manifest: true,
          // One federation runtime per page: the shell's build carries it and sets it on the page; a remote's
          // production container uses it instead of shipping its own copy (~29 KiB gzip per remote). In
          // development a remote keeps its own runtime, so its standalone harness still runs alone.
          experiments: host ? { provideExternalRuntime: true } : { externalRuntime: !dev },
        }),
        ...(harness
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title,
                host,
                publicPath: '/',
                chunks: ['main'],
                // The shell's template writes its tags itself: its entry script starts from the boot script.
                inject: !host,
              }),
            ]
          : []),
        ...(host && !dev
          ? [
              new PreloadStartupChunksPlugin({
                chunkNames: ['libraries', 'shared-code'],
                groupNames: ['bootstrap'],
              }),
            ]
          : []),
        // Icons take SvgIcon from the shared ui singleton instead of bundling MUI's styling engine per app.
        new webpack.NormalModuleReplacementPlugin(/[\\/]utils[\\/]createSvgIcon(\.m?js)?$/, (resource) => {
          if (/@mui[\\/]icons-material/.test(resource.context)) resource.request = svgIconFactory;
        }),
        // The theme has no CSS variables: MUI's machinery for them stays out (mui-no-css-vars.mjs says why).
        new webpack.NormalModuleReplacementPlugin(
          /^\.[\\/](createThemeWithVars|ThemeProviderWithVars)(\.m?js)?$/,
          (resource) => {
            if (/@mui[\\/]material[\\/]styles$/.test(resource.context)) resource.request = muiNoCssVars;
          },
        ),
        new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(buildId) }),
        // The start of remoteEntry.js (and of the shell's main.js) records which build of this app the page runs.
        new webpack.BannerPlugin({
          raw: true,
          include: /^(remoteEntry|main)\.js$/,
          banner: `(globalThis.__BASERA_BUILDS__=globalThis.__BASERA_BUILDS__||{})[${JSON.stringify(name)}]=${JSON.stringify(buildId)};`,
        }),
        // contracts.json: the props of the modules this app exposes (the shell: of every module it and the
        // remotes mount) and its singletons' versions, for the release guard (contracts-plugin.cjs).
        ...(dev
          ? []
          : [
              new ContractsPlugin({
                name,
                exposes,
                host,
                shared: host ? hostSharedConfig() : remoteSharedConfig(),
                dir,
                buildId,
              }),
              ...precompress(),
              new PublishPlugin({ dist, buildId }),
            ]),
      ],
      // The shell provides the libraries every page needs (React, MUI, emotion, the router...), each as its own
      // federation module. Left to the defaults they come as ~25 small chunks; a phone on a slow network pays a
      // round trip for each, so their library code is put into one chunk. Zod, the page libraries (swiper, the
      // sanitiser), the form library, the toasts (loaded with the first toast, shared/src/toast.ts) and the MUI
      // components only `@basera/shared/ui-extra` uses stay apart: most pages never load them.
      optimization: {
        // SWC's minifier instead of webpack's default (terser, two passes): the same kind of output a few
        // percent larger or smaller, in a fraction of the CPU time (every build, every release, every CI run).
        minimizer: [swcMinimizer()],
        ...(host && !dev
          ? {
              splitChunks: {
                chunks: 'async',
                cacheGroups: {
                  pageLibraries: {
                    test: (module, { chunkGraph }) =>
                      (PAGE_LIBRARY.test(module.nameForCondition?.() ?? '') ||
                        SWAPPED_IN.test(module.nameForCondition?.() ?? '')) &&
                      !onlyInLazyShared(module, chunkGraph),
                    name: 'libraries',
                    chunks: 'async',
                    enforce: true,
                  },
                  // The library code of `@basera/shared/ui-more` (dialogs, menus, TextField, tables...) as one
                  // chunk: left to the defaults it came as five, a request and a few KB of lost compression each
                  // on every page that uses one of its components.
                  moreLibraries: {
                    test: (module, { chunkGraph }) =>
                      PAGE_LIBRARY.test(module.nameForCondition?.() ?? '') &&
                      onlyInLazyShared(module, chunkGraph) &&
                      inUiMore(module, chunkGraph),
                    name: 'ui-more-libraries',
                    chunks: 'async',
                    enforce: true,
                  },
                  // The shell's copy of @basera/shared (store, API client, components...), its zod schemas and
                  // its forms apart.
                  sharedCode: {
                    layer: (layer) => layer !== SCHEMAS_LAYER,
                    test: /[\\/]shared[\\/]src[\\/](?!schemas[\\/]|ui-(extra|more)\.ts$|forms\.ts$|components[\\/](FormTextField|PasswordField|OtpField|TextInput))/,
                    name: 'shared-code',
                    chunks: 'async',
                    enforce: true,
                  },
                },
              },
            }
          : {}),
        ...(!host && !dev
          ? {
              splitChunks: {
                cacheGroups: {
                  // The form rules and words (`@basera/shared/rules`, tree-shaken to what this app uses) stay
                  // inside each exposed module's chunk: split into a common chunk they cost every page one more
                  // request (home went from 10 to 14) for a few KB.
                  default: {
                    minChunks: 2,
                    priority: -20,
                    reuseExistingChunk: true,
                    test: (module) => !RULES.test(module.nameForCondition?.() ?? ''),
                  },
                },
              },
            }
          : {}),
      },
      // Production maps are made for an error tracker but named by no script, and never published (see
      // publish-plugin.cjs): they stay in .build-staging/.
      devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      experiments: host ? { layers: true } : {},
      performance: { hints: false },
      infrastructureLogging: { level: 'warn' },
      stats: dev ? 'errors-warnings' : 'errors-warnings',
      devServer: {
        port,
        host: 'localhost',
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        static: host ? { directory: path.join(dir, 'public') } : false,
      },
    };
  };
}

module.exports = { createWebpackConfig };
