import { lazyWithRetry } from '@basera/shared';
import { IconButton } from '@basera/shared/ui';
import MoreVert from '@mui/icons-material/MoreVert';
import type { ComponentProps } from 'react';
import { Suspense, useState } from 'react';
import { type EnquiryMode, type EnquiryTarget, preloadEnquiryForm, useContact } from './ContactScope';

type Sx = ComponentProps<typeof IconButton>['sx'];

// The menu (MUI's Menu, popover and modal: `@basera/shared/ui-overlays`) is code only a tap needs: asked for when
// the pointer comes over the button or it takes the focus, and on the tap itself.
const loadMenuList = () => import('./EnquiryMenuList');
const EnquiryMenuList = lazyWithRetry(loadMenuList);
const preloadMenuList = () => {
  loadMenuList().catch(() => undefined);
};

/**
 * A result card's "more" button: "Ask the owner" and "Book a visit", opening the page's contact dialog. The
 * dialog opens once the menu has closed, so that closing the dialog gives the focus back to this button.
 */
export function EnquiryMenu({ target, sx }: { target: EnquiryTarget; sx?: Sx }) {
  const { openEnquiry } = useContact();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<EnquiryMode | null>(null);
  // Mounted from the first tap on, so that it can play its closing transition.
  const [used, setUsed] = useState(false);
  const choose = (mode: EnquiryMode) => {
    setChosen(mode);
    setAnchor(null);
  };
  return (
    <>
      <IconButton
        aria-label={`More actions for ${target.name}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={preloadMenuList}
        onFocus={preloadMenuList}
        onClick={(event) => {
          preloadEnquiryForm();
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={sx}
      >
        <MoreVert />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <EnquiryMenuList
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onChoose={choose}
            onExited={() => {
              if (chosen) openEnquiry(target, chosen);
              setChosen(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
