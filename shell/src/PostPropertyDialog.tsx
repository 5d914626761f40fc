import { LISTING_TYPE_INFO, LISTING_TYPES, signOut, useAuthStore } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Button, Stack } from '@basera/shared/ui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@basera/shared/ui-more';

export const POST_TITLE_LISTER = 'What would you like to list?';
export const POST_TITLE_CUSTOMER = 'Posting a property needs a Lister account';

/**
 * Where the listing wizard starts for each type, worded as the home page's cards (spec 01: List your PG, List
 * your Hostel, List your Mess, List your Room, to /user/pg, /user/hostel, /user/mess, /user/room).
 */
const WIZARDS = LISTING_TYPES.map((type) => ({
  to: `/user/${LISTING_TYPE_INFO[type].slug}`,
  label: `List your ${type}`,
}));

/**
 * Post Property for a signed-in user: a Lister picks the type and goes to the listing wizard; a Search User
 * learns that posting needs a Lister account and how to get to one. Loaded on first use: the header of every
 * page stays as light as it was.
 */
export default function PostPropertyDialog({ onClose }: { onClose: () => void }) {
  const usertype = useAuthStore((state) => state.usertype);
  const email = useAuthStore((state) => state.user?.email);
  if (usertype === 'Lister') {
    return (
      <Dialog open onClose={onClose} aria-labelledby="post-property-title" maxWidth="xs" fullWidth>
        <DialogTitle id="post-property-title">{POST_TITLE_LISTER}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            {WIZARDS.map((wizard) => (
              <Button
                key={wizard.to}
                component={RouterLink}
                to={wizard.to}
                variant="outlined"
                onClick={onClose}
              >
                {wizard.label}
              </Button>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button component={RouterLink} to="/user/view-all-listing" onClick={onClose}>
            View All Listing
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="post-property-title"
      aria-describedby="post-property-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="post-property-title">{POST_TITLE_CUSTOMER}</DialogTitle>
      <DialogContent>
        <DialogContentText id="post-property-text">
          You are signed in as a Search User{email ? ` (${email})` : ''}, which can search and shortlist
          places. To post a property, log out, then use Post Property to sign in as a Lister, or sign up as
          one (the same email may have both accounts).
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={() => void signOut()}>
          Logout
        </Button>
      </DialogActions>
    </Dialog>
  );
}
