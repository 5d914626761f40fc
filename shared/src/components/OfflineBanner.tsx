import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';
import { type NetworkPhase, network } from '../online';

export const OFFLINE_BANNER_TEXT = "You're offline";
export const RETRYING_TEXT = 'Retrying…';

/** The network's phase (online, offline, retrying just after a reconnect), re-rendering when it changes. */
export function useNetworkPhase(): NetworkPhase {
  return useSyncExternalStore(network.subscribe, network.phase, () => 'online');
}

/**
 * "You're offline" while the browser has no network, then "Retrying…" while what failed loads again. A small
 * bar at the bottom, above dialogs (what was typed in them stays in view), never taking clicks. The live region
 * is always there, so screen readers hear each change.
 */
export function OfflineBanner() {
  const phase = useNetworkPhase();
  const text = phase === 'offline' ? OFFLINE_BANNER_TEXT : phase === 'retrying' ? RETRYING_TEXT : '';
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 16,
        zIndex: 'snackbar',
        display: 'flex',
        justifyContent: 'center',
        px: 1,
        pointerEvents: 'none',
      }}
    >
      {text && (
        <Box
          data-testid="network-banner"
          sx={{
            px: 2.5,
            py: 1,
            borderRadius: 5,
            boxShadow: 3,
            fontWeight: 600,
            bgcolor: phase === 'offline' ? 'grey.900' : 'secondary.main',
            color: phase === 'offline' ? 'common.white' : 'secondary.contrastText',
          }}
        >
          {text}
        </Box>
      )}
    </Box>
  );
}
