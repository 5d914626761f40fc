import { PageLoading, RemoteSection, signOut } from '@basera/shared';
import { useEffect } from 'react';

/** /signout: ends the session like the Logout button (revoke, clear storage, reload to /) and shows home. */
export function Signout() {
  useEffect(() => {
    void signOut();
  }, []);
  return <RemoteSection module="mf_content/HomePage" fallback={<PageLoading frame="banner" />} />;
}
