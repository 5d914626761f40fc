// `pnpm dev`: webpack dev servers with hot reload for the shell and every remote, plus the API in watch mode.
import { spawn } from 'node:child_process';
import { APPS, corsOrigins, portOf, root, urlOf } from './lib/apps.mjs';

const children = [
  spawn('pnpm', ['--filter', '@basera/api', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(portOf('api')),
      CORS_ORIGINS: corsOrigins(),
      SITE_URL: urlOf('shell'),
      DEV_OUTBOX: '1',
    },
  }),
  ...APPS.map((pkg) => spawn('pnpm', ['--filter', pkg, 'dev'], { cwd: root, stdio: 'inherit' })),
];
console.log(
  `\nDev servers starting; open ${urlOf('shell')} (the shell's public/remotes.json lists the remotes).\n`,
);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
