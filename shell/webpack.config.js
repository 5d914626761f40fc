const { createWebpackConfig } = require('@basera/shared/build/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  pkg: 'shell',
  name: 'shell',
  title: 'Basera',
  host: true,
});
