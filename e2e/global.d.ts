// The shell's handle on its auth store (shell/src/bootstrap.tsx), used by the cross-remote tests.
import type { User, UserType } from '@basera/shared/types';

declare global {
  interface Window {
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
