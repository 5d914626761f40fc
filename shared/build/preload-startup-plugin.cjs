// The shell's entry (main.js) asks for its start-up chunks only once it has downloaded and run: the libraries
// chunk, the shell's share of @basera/shared and the bootstrap chunks. On a slow phone network that is a round
// trip and main.js's own download lost before the largest file starts. Preload links in index.html let the
// browser fetch them beside main.js; webpack's later request for the same file is answered from that download.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunksPlugin';

class PreloadStartupChunksPlugin {
  /** @param {{ chunkNames: string[], groupNames: string[] }} options */
  constructor({ chunkNames, groupNames }) {
    this.chunkNames = chunkNames;
    this.groupNames = groupNames;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const chunks = [
          ...this.chunkNames.map((name) => compilation.namedChunks.get(name)),
          ...this.groupNames.flatMap((name) => compilation.namedChunkGroups.get(name)?.chunks ?? []),
        ].filter(Boolean);
        const files = new Set(
          chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))),
        );
        const publicPath =
          compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const links = [...files].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
            // As deferred scripts are: not in the way of the first paint.
            fetchpriority: 'low',
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
