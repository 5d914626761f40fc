import { IconButton } from '@basera/shared/ui';
import { ListItemText, Menu, MenuItem } from '@basera/shared/ui-more';
import MoreVert from '@mui/icons-material/MoreVert';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { type EnquiryMode, type EnquiryTarget, preloadEnquiryForm, useContact } from './ContactScope';

type Sx = ComponentProps<typeof IconButton>['sx'];

/**
 * A result card's "more" button: "Ask the owner" and "Book a visit", opening the page's contact dialog. The
 * dialog opens once the menu has closed, so that closing the dialog gives the focus back to this button.
 */
export function EnquiryMenu({ target, sx }: { target: EnquiryTarget; sx?: Sx }) {
  const { openEnquiry } = useContact();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<EnquiryMode | null>(null);
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
        onClick={(event) => {
          preloadEnquiryForm();
          setAnchor(event.currentTarget);
        }}
        sx={sx}
      >
        <MoreVert />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          transition: {
            onExited: () => {
              if (chosen) openEnquiry(target, chosen);
              setChosen(null);
            },
          },
        }}
      >
        <MenuItem onClick={() => choose('ask')}>
          <ListItemText>Ask the owner</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose('visit')}>
          <ListItemText>Book a visit</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
