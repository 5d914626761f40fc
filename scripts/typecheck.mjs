// `pnpm lint`'s type check: the eight front-end packages as ONE TypeScript program (tsconfig.front.json: they
// share one compiler configuration, and each package's own check re-reads React's, MUI's and shared's types,
// ~1,300 files, eight times over), beside the API's and the e2e tests' own programs. Measured on 2 cores:
// 8 separate front checks ~95 s of CPU, the one program 24 s. Each package keeps its own `typecheck` script
// for a team that checks, builds and releases its remote alone.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/apps.mjs';

const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
const programs = [
  ['front-end packages', root, 'tsconfig.front.json'],
  ['api', path.join(root, 'api'), 'tsconfig.json'],
  ['e2e', path.join(root, 'e2e'), 'tsconfig.json'],
];

const results = await Promise.all(
  programs.map(
    ([label, cwd, project]) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(tsc, ['-p', project], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += chunk;
        });
        child.stderr.on('data', (chunk) => {
          output += chunk;
        });
        child.on('close', (code) => resolve({ label, code, output, seconds: (Date.now() - started) / 1000 }));
      }),
  ),
);

for (const { label, code, output, seconds } of results) {
  console.log(`typecheck ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (output.trim()) console.log(output.trimEnd());
}
if (results.some((result) => result.code !== 0)) process.exitCode = 1;
