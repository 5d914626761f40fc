import { LISTING_TYPE_INFO, LISTING_TYPES } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Button, Stack, Typography } from '@basera/shared/ui';
import { Menu, MenuItem } from '@basera/shared/ui-more';
import Add from '@mui/icons-material/Add';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';

/** Where the wizard starts for each type: /user/pg, /user/hostel, /user/mess, /user/room. */
const TYPES = LISTING_TYPES.map((type) => ({
  to: `/user/${LISTING_TYPE_INFO[type].slug}`,
  label: LISTING_TYPE_INFO[type].label,
}));

/** "List a property" above the list: a menu of the four types, each opening the wizard. */
export function AddListingMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        variant="contained"
        startIcon={<Add />}
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        List a property
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {TYPES.map((type) => (
          <MenuItem key={type.to} component={RouterLink} to={type.to} onClick={() => setAnchor(null)}>
            {type.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The empty state's way in: one button per type under "List a property", nothing to open first. */
export function AddListingLinks() {
  const labelId = useId();
  return (
    <Box sx={{ mt: 3 }}>
      <Typography id={labelId} sx={{ fontWeight: 700, mb: 1 }}>
        List a property
      </Typography>
      <Stack
        role="group"
        aria-labelledby={labelId}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
      >
        {TYPES.map((type) => (
          <Button key={type.to} component={RouterLink} to={type.to} variant="outlined" startIcon={<Add />}>
            {type.label}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
