import { ChunkBoundary, lazyWithRetry } from '@basera/shared';
import { Button, IconButton } from '@basera/shared/ui';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import type { ComponentProps, MouseEvent } from 'react';
import { Suspense, useState } from 'react';
import { type Shareable, shareData, shareWithSheet, usesShareSheet } from './share-link';

// The menu (WhatsApp, copy link) is only needed on a click, and a result page has ten cards: its own chunk,
// asked for when the pointer comes near the button, on focus or touch, or on the click itself.
const loadShareMenu = () => import('./ShareMenu');
const ShareMenu = lazyWithRetry(loadShareMenu);
const preloadShareMenu = () => {
  loadShareMenu().catch(() => undefined);
};

type Sx = ComponentProps<typeof IconButton>['sx'];

/**
 * Shares a listing: "{name}, {type} in {locality}: Rs. {price}/month" and its page's address. On a phone with
 * the Web Share API its own sheet opens (closing it is no error); elsewhere, or when the sheet is refused, a
 * menu offers WhatsApp and "Copy link". `icon`: a round icon button (a card's, beside the heart); else an
 * outlined "Share" button (the detail page). Its name says what is shared: "Share {name}".
 */
export function ShareButton({ listing, icon = false, sx }: { listing: Shareable; icon?: boolean; sx?: Sx }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first open on, so that the menu's closing transition and focus return run.
  const [opened, setOpened] = useState(false);
  const data = shareData(listing);
  const sheet = usesShareSheet(data);
  const share = async (button: HTMLElement) => {
    if (sheet && (await shareWithSheet(data)) !== 'failed') return;
    setOpened(true);
    setAnchor(button);
  };
  const props = {
    'aria-label': `Share ${listing.accommodation_name}`,
    // A phone's own sheet is no popup of the page's.
    'aria-haspopup': sheet ? undefined : ('menu' as const),
    'aria-expanded': anchor ? true : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => void share(event.currentTarget),
    onPointerEnter: preloadShareMenu,
    onFocus: preloadShareMenu,
    sx,
  };
  return (
    <>
      {icon ? (
        <IconButton {...props}>
          <ShareIcon />
        </IconButton>
      ) : (
        <Button variant="outlined" size="small" startIcon={<ShareIcon />} {...props}>
          Share
        </Button>
      )}
      {opened && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <ShareMenu anchor={anchor} data={data} onClose={() => setAnchor(null)} />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
