import { signOut, useAuthStore } from '@basera/shared';
import { useUnreadCount } from '@basera/shared/enquiries/unread';
import { Link as RouterLink, useLocation, useNavigate } from '@basera/shared/router';
import {
  DASHBOARD_PATH,
  ENQUIRIES_PATH,
  LEADS_PATH,
  LISTER_REVIEWS_PATH,
  MY_REVIEWS_PATH,
  NOTIFICATION_SETTINGS_PATH,
  RATING_MESSAGES,
  SAVED_SEARCHES_PATH,
} from '@basera/shared/rules';
import { Button, Paper, useMediaQuery } from '@basera/shared/ui';
import {
  Chip,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  Divider,
  List,
  ListItemButton,
  ListItemText,
} from '@basera/shared/ui-more';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { AvatarUpload } from './AvatarUpload';

/** The Lister's "List ..." entries: the spec's confirm text for each and where Ok goes. */
export const LIST_ACTIONS = [
  { label: 'List PG', question: 'You are going to list PG ?', to: '/user/pg' },
  { label: 'List Hostel', question: 'You are going to list Hostel ?', to: '/user/hostel' },
  { label: 'List Mess', question: 'You are going to list Mess ?', to: '/user/mess' },
  { label: 'List Room Sharing', question: 'You are going to list room ?', to: '/user/Room' },
] as const;
type ListAction = (typeof LIST_ACTIONS)[number];

export const ACTIVITY_PATH = '/user/activities';
/** The profile page: the only account page with the profile card (photo and upload). */
export const PROFILE_PAGE_PATH = '/myaccount';

/**
 * The account area's side menu (spec 02 section 2): on the profile page only, the photo and upload (elsewhere
 * the card would fill a third of a phone's first screen); then for a Lister Dashboard, View Profile, the four
 * List entries, View All Listing, Lead Inbox, Reviews of my listings, My reviews and Your Activities; for others
 * View Profile, View All Shortlist, Saved searches, My enquiries, My reviews and Your Activities; for all Notifications, Change Password and Logout. Below md
 * it folds under "Account Menu". Lead Inbox and My enquiries carry the unread count (issue 15), asked for every
 * minute and on focus.
 */
export function AccountMenu() {
  const lister = useAuthStore((state) => state.usertype) === 'Lister';
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<ListAction | null>(null);
  const unread = useUnreadCount();
  const card = pathname === PROFILE_PAGE_PATH;

  // `under`: the entry stays selected on the pages beneath it (My reviews while writing one).
  const link = (label: string, to: string, under = false) => (
    <ListItemButton
      key={to}
      component={RouterLink}
      to={to}
      selected={pathname === to || (under && pathname.startsWith(`${to}/`))}
    >
      <ListItemText primary={label} />
    </ListItemButton>
  );
  // A thread's page (/user/enquiries/12) is still under its list's entry.
  const inbox = (label: string, to: string) => (
    <ListItemButton
      key={to}
      component={RouterLink}
      to={to}
      selected={pathname === to || pathname.startsWith(`${to}/`)}
      aria-label={unread > 0 ? `${label}, ${unread} unread` : label}
    >
      <ListItemText primary={label} />
      {unread > 0 && (
        <Chip
          component="span"
          size="small"
          color="primary"
          label={unread > 99 ? '99+' : unread}
          data-testid="unread-count"
          sx={{ height: 20, minWidth: 20, fontWeight: 700, ml: 1 }}
        />
      )}
    </ListItemButton>
  );

  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label="Account menu"
      sx={{ p: { xs: card ? 2 : 1, md: 2 } }}
    >
      {card && (
        <>
          <AvatarUpload />
          <Divider sx={{ mt: 2, mb: { xs: 1, md: 0 } }} />
        </>
      )}
      <Button
        fullWidth
        onClick={() => setOpen((value) => !value)}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        aria-expanded={open}
        sx={{ display: { md: 'none' }, justifyContent: 'space-between' }}
      >
        Account Menu
      </Button>
      <Collapse in={wide || open}>
        <List component="nav" aria-label="Account" dense={!wide} sx={{ pb: 0 }}>
          {lister && link('Dashboard', DASHBOARD_PATH)}
          {link('View Profile', PROFILE_PAGE_PATH)}
          {lister &&
            LIST_ACTIONS.map((action) => (
              <ListItemButton key={action.to} onClick={() => setAsking(action)}>
                <ListItemText primary={action.label} />
              </ListItemButton>
            ))}
          {lister && link('View All Listing', '/user/view-all-listing')}
          {lister && inbox('Lead Inbox', LEADS_PATH)}
          {!lister && link('View All Shortlist', '/user/wishlist')}
          {!lister && link('Saved searches', SAVED_SEARCHES_PATH)}
          {!lister && inbox('My enquiries', ENQUIRIES_PATH)}
          {lister && link(RATING_MESSAGES.listerReviewsMenu, LISTER_REVIEWS_PATH)}
          {link(RATING_MESSAGES.myReviewsTitle, MY_REVIEWS_PATH, true)}
          {link('Your Activities', ACTIVITY_PATH)}
          {link('Notifications', NOTIFICATION_SETTINGS_PATH)}
          {link('Change Password', '/user/change-password')}
          <ListItemButton onClick={() => void signOut()}>
            <ListItemText primary="Logout" />
          </ListItemButton>
        </List>
      </Collapse>

      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="list-confirm">
        <DialogContent>
          <DialogContentText id="list-confirm">{asking?.question}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              const to = asking?.to;
              setAsking(null);
              if (to) navigate(to);
            }}
          >
            Ok
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
