/**
 * Test ports, away from the development defaults so a running `pnpm start` does not interfere.
 * E2E_PORT_BASE moves the whole set (shell at the base, remotes after it, the API 1000 above), so two
 * runs on one machine do not collide.
 */
const base = Number(process.env.E2E_PORT_BASE || 3100);

export const TEST_PORTS = {
  shell: base,
  'mf-auth': base + 1,
  'mf-search': base + 2,
  'mf-account': base + 3,
  'mf-lister': base + 4,
  'mf-content': base + 5,
  'mf-admin': base + 6,
  api: base + 1000,
} as const;

export const SHELL_URL = `http://localhost:${TEST_PORTS.shell}`;
export const API_URL = `http://localhost:${TEST_PORTS.api}/api`;

/** Environment for scripts/start.mjs (and scripts/serve-app.mjs) on the test ports. */
export function testEnv(): Record<string, string> {
  const env: Record<string, string> = { E2E_PORT_BASE: String(base) };
  for (const [pkg, port] of Object.entries(TEST_PORTS))
    env[`PORT_${pkg.replace('-', '_').toUpperCase()}`] = String(port);
  return env;
}
