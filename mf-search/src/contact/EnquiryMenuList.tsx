import { ListItemText, Menu, MenuItem } from '@basera/shared/ui-overlays';
import type { EnquiryMode } from './ContactScope';

export interface EnquiryMenuListProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  onChoose: (mode: EnquiryMode) => void;
  /** The menu's closing transition has ended. */
  onExited: () => void;
}

/** The card's "more" menu itself: MUI's Menu, from `@basera/shared/ui-overlays`, loaded on the first tap. */
export default function EnquiryMenuList({ anchor, onClose, onChoose, onExited }: EnquiryMenuListProps) {
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ transition: { onExited } }}
    >
      <MenuItem onClick={() => onChoose('ask')}>
        <ListItemText>Ask the owner</ListItemText>
      </MenuItem>
      <MenuItem onClick={() => onChoose('visit')}>
        <ListItemText>Book a visit</ListItemText>
      </MenuItem>
    </Menu>
  );
}
