// Reads the pinned versions from pnpm-workspace.yaml's catalog, so the federation share config cannot drift.
const fs = require('node:fs');
const path = require('node:path');

const file = path.join(__dirname, '..', '..', 'pnpm-workspace.yaml');
const catalog = {};
let inCatalog = false;
for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
  if (/^catalog:\s*$/.test(line)) inCatalog = true;
  else if (/^\S/.test(line)) inCatalog = false;
  else if (inCatalog) {
    const match = line.match(/^\s+"?([^":]+)"?:\s*\^?([\w.-]+)/);
    if (match) catalog[match[1]] = match[2];
  }
}
module.exports = catalog;
