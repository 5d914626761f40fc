// The shell's handle on its auth store (shell/src/bootstrap.tsx), used by the cross-remote tests, and the build
// ids the apps' bundles record (shared/build/webpack.cjs), used by the deploy test, and the release of each remote
// the shell's federation runtime plugin picked, used by the release test.
import type { ReleaseChannel } from '@basera/shared/releases';
import type { User, UserType } from '@basera/shared/types';

declare global {
  interface Window {
    /** Federation name -> build id of each app whose container (the shell: main.js) this page has run. */
    __BASERA_BUILDS__?: Record<string, string>;
    /** Federation name -> the release of that remote this page runs (null: its build folder) and its channel. */
    __BASERA_RELEASES__?: Record<string, { release: string | null; channel: ReleaseChannel }>;
    basera?: {
      auth: {
        getState(): {
          token: string | null;
          user: User | null;
          setSession(session: { token: string; user: User; usertype: UserType }): void;
          setUser(user: User): void;
          logout(): void;
        };
      };
    };
  }
}
