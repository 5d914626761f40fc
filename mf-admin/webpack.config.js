const { createWebpackConfig } = require('@basera/shared/build/webpack.cjs');
const federation = require('./federation.config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  pkg: 'mf-admin',
  title: 'Basera operator console (standalone)',
  ...federation,
});
