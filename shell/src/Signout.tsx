import { signOut } from '@basera/shared';
import { useEffect } from 'react';
import { RemotePage } from './RemotePage';

/** /signout: ends the session like the Logout button (revoke, clear storage, reload to /) and shows home. */
export function Signout() {
  useEffect(() => {
    void signOut();
  }, []);
  return <RemotePage remote="mf_content" module="HomePage" />;
}
