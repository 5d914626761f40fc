/** Test ports, away from the development defaults so a running `pnpm start` does not interfere. */
export const TEST_PORTS = {
  shell: 3100,
  'mf-auth': 3101,
  'mf-search': 3102,
  'mf-account': 3103,
  'mf-lister': 3104,
  'mf-content': 3105,
  api: 4100,
} as const;

export const SHELL_URL = `http://localhost:${TEST_PORTS.shell}`;
export const API_URL = `http://localhost:${TEST_PORTS.api}/api`;

/** Environment for scripts/start.mjs (and scripts/serve-app.mjs) on the test ports. */
export function testEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [pkg, port] of Object.entries(TEST_PORTS))
    env[`PORT_${pkg.replace('-', '_').toUpperCase()}`] = String(port);
  return env;
}
