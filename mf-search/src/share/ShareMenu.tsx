import { toast } from '@basera/shared';
import { Box, Typography } from '@basera/shared/ui';
import { Menu, MenuItem, TextField } from '@basera/shared/ui-more';
import ContentCopy from '@mui/icons-material/ContentCopy';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { useState } from 'react';
import { copyText } from './copy';
import { type ShareData, whatsAppHref } from './share-link';

/** The toast after a copy, and the words of the menu (the tests and the e2e read them from here). */
export const SHARE_TEXTS = {
  whatsApp: 'Share on WhatsApp',
  copy: 'Copy link',
  copied: 'Link copied',
  copyByHand: 'Copy this link:',
} as const;

const itemIcon = { mr: 1.5, fontSize: '1.25rem' } as const;

/**
 * Where a share goes when the phone's own sheet is not used: WhatsApp (its web or app address, new tab) or the
 * clipboard with a "Link copied" toast. Where even the old copy fails, the menu shows the link selected in a
 * field to copy by hand. Its own chunk: a result page's cards carry only their share button.
 */
export default function ShareMenu({
  anchor,
  data,
  onClose,
}: {
  anchor: HTMLElement | null;
  data: ShareData;
  onClose: () => void;
}) {
  const [manual, setManual] = useState(false);
  const close = () => {
    onClose();
    setManual(false);
  };
  const copy = async () => {
    if (await copyText(data.url)) {
      toast.success(SHARE_TEXTS.copied);
      close();
    } else setManual(true);
  };
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem
        component="a"
        href={whatsAppHref(data)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={close}
      >
        <WhatsApp sx={{ ...itemIcon, color: '#128c7e' }} aria-hidden />
        {SHARE_TEXTS.whatsApp}
      </MenuItem>
      <MenuItem onClick={() => void copy()}>
        <ContentCopy sx={{ ...itemIcon, color: 'text.secondary' }} aria-hidden />
        {SHARE_TEXTS.copy}
      </MenuItem>
      {manual && (
        // Not a menu item: the field keeps the keys (select, Ctrl+C) the menu's list would take.
        <Box
          component="li"
          role="none"
          sx={{ px: 2, pt: 1, pb: 0.5, maxWidth: 300 }}
          onKeyDown={(event) => event.stopPropagation()}
        >
          <Typography variant="body2" id="share-copy-by-hand">
            {SHARE_TEXTS.copyByHand}
          </Typography>
          <TextField
            value={data.url}
            size="small"
            fullWidth
            autoFocus
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true, 'aria-labelledby': 'share-copy-by-hand' } }}
          />
        </Box>
      )}
    </Menu>
  );
}
