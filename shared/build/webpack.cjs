// Webpack config factory for the shell and each remote. Each app calls it from its own webpack.config.js,
// so every app still builds, serves and deploys alone.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { sharedConfig, defaultPorts } = require('./federation.cjs');

// The federation runtime exists as ES modules and as CommonJS. Webpack's federation runtime requires the
// CommonJS build, while the runtime the shell provides to remotes (experiments.provideExternalRuntime) imports
// the ES build: without these aliases the shell ships both (~25 KiB gzip). Point every request at CommonJS.
const enhancedEntry = require.resolve('@module-federation/enhanced/webpack');
const runtimeToolsCore = require.resolve('@module-federation/runtime-tools/runtime-core', {
  paths: [enhancedEntry],
});
const federationRuntimeAliases = {
  '@module-federation/runtime-tools/runtime-core$': runtimeToolsCore,
  '@module-federation/runtime-core$': require.resolve('@module-federation/runtime-core', {
    paths: [runtimeToolsCore],
  }),
  '@module-federation/sdk$': require.resolve('@module-federation/sdk', { paths: [runtimeToolsCore] }),
};

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
function createWebpackConfig({ dir, pkg, name, title, exposes = {}, host = false }) {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    const port = Number(process.env[`PORT_${pkg.replace('-', '_').toUpperCase()}`] || defaultPorts[pkg]);
    // A remote's production build is its container only (remoteEntry.js and chunks, what a deploy copies);
    // its standalone harness page is a development tool (`pnpm --filter <remote> dev`).
    const harness = host || dev;
    return {
      mode: dev ? 'development' : 'production',
      context: dir,
      entry: harness ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        // The host serves deep links, so its assets need an absolute path; remotes are found through their
        // manifest URL and must work from any origin or CDN folder.
        publicPath: host ? '/' : 'auto',
        filename: '[name].js',
        // The federation runtime cannot expand [contenthash] in output.filename: hash chunks only.
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: federationRuntimeAliases },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(dev) },
          },
          { test: /\.css$/, type: 'asset/resource' },
          { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig(),
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
              }),
            ]
          : []),
      ],
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
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
