import {
  ChunkBoundary,
  HEADER_HEIGHT,
  type LoginIntent,
  lazyWithRetry,
  openModalBox,
  signOut,
  useAuthStore,
} from '@basera/shared';
import { useUnreadCount } from '@basera/shared/enquiries/unread';
import { NavLink, Link as RouterLink, useLocation } from '@basera/shared/router';
import { OPERATOR_USER_TYPE } from '@basera/shared/rules';
import { AppBar, Box, Button, Container, IconButton, Stack, Toolbar, Typography } from '@basera/shared/ui';
import AccountIcon from '@mui/icons-material/AccountCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { Suspense, useEffect, useState } from 'react';
import { intentProps, prefetchBox } from './intent';
import { loadUiMore } from './remotes';
import { staysOnSignIn } from './routes';

// Only ever opened by a click: its code stays off the first visit. Clicked offline, it opens when the network is
// back; its boundary keeps a failed download from taking the header (and the page) down.
const PostPropertyDialog = lazyWithRetry(() => import('./PostPropertyDialog'));
// The phone menu's drawer comes with MUI's modal machinery (@basera/shared/ui-more): downloaded when the menu
// button is first touched or hovered, or once the page has settled (intent.ts), not with the first visit.
const Drawer = lazyWithRetry(() => loadUiMore().then((ui) => ({ default: ui.Drawer })));

/** What the login box says when Post Property opens it. */
export const POST_PROPERTY_REASON = 'Sign in as a Lister to post your property';

/** Scroll distance after which the header sticks to the top (spec 01 section 9). */
export const STICKY_THRESHOLD = 80;

/**
 * Whether the page is scrolled more than `threshold` px. The position is read before the first render's DOM is
 * written and then on scroll only: MUI's useScrollTrigger reads it right after the first commit, which forces
 * a layout of the whole new page in the middle of start-up (~30 ms on a budget phone).
 */
function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
];

function Brand() {
  return (
    <Typography
      component={RouterLink}
      to="/home"
      aria-label="Basera home"
      sx={{
        fontWeight: 800,
        fontSize: 24,
        color: 'primary.main',
        textDecoration: 'none',
        letterSpacing: 0.5,
      }}
    >
      Basera
    </Typography>
  );
}

function PostPropertyButton({ onClick }: { onClick: () => void }) {
  // Signed out, it opens the login box: that box's download starts on intent.
  const signedIn = useAuthStore((state) => Boolean(state.token));
  return (
    <Button variant="outlined" onClick={onClick} {...(signedIn ? {} : intentProps('login'))}>
      Post Property
      <Box
        component="span"
        sx={{
          ml: 1,
          px: 0.75,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: 11,
          lineHeight: '18px',
        }}
      >
        Free
      </Box>
    </Button>
  );
}

/**
 * Post Property, signed in or out. Signed out it opens the login box for Listers, and once signed in it carries
 * on where a signed-in click goes: a Lister to the listing wizard, a Search User to a message saying what to do.
 */
function usePostProperty() {
  const [asking, setAsking] = useState(false);
  const start = () => {
    if (useAuthStore.getState().token) {
      setAsking(true);
      return;
    }
    const intent: LoginIntent = { reason: POST_PROPERTY_REASON, resume: () => setAsking(true) };
    openModalBox('post', intent);
  };
  const dialog = asking ? (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <PostPropertyDialog onClose={() => setAsking(false)} />
      </Suspense>
    </ChunkBoundary>
  ) : null;
  return { start, dialog };
}

/**
 * Unread messages in the user's enquiries or leads, on the My Account button: a reply or a new lead shows on
 * every page, not only in the account menu. A plain count (no Badge component): the header is first-load code.
 */
function UnreadCount({ unread }: { unread: number }) {
  if (unread <= 0) return null;
  return (
    <Box
      component="span"
      data-testid="header-unread-count"
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 20,
        height: 20,
        borderRadius: 10,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        textAlign: 'center',
      }}
    >
      {unread > 99 ? '99+' : unread}
    </Box>
  );
}

/**
 * On a phone (below lg, where the account buttons live in the menu) a signed-in user still has My Account in the
 * bar, as an icon carrying the unread count: a reply or a new lead shows without opening the menu, one tap away.
 */
function PhoneAccountButton() {
  const token = useAuthStore((state) => state.token);
  const usertype = useAuthStore((state) => state.usertype);
  const unread = useUnreadCount();
  if (!token || usertype === OPERATOR_USER_TYPE) return null;
  return (
    <IconButton
      component={RouterLink}
      to="/myaccount"
      aria-label={unread > 0 ? `My Account, ${unread} unread` : 'My Account'}
      data-testid="header-phone-account"
      sx={{ display: { xs: 'inline-flex', lg: 'none' }, position: 'relative' }}
    >
      <AccountIcon />
      {unread > 0 && (
        <Box
          component="span"
          data-testid="header-phone-unread-count"
          sx={{
            position: 'absolute',
            top: 2,
            right: -2,
            px: 0.5,
            minWidth: 18,
            height: 18,
            borderRadius: 9,
            bgcolor: 'error.main',
            color: 'error.contrastText',
            fontSize: 11,
            fontWeight: 700,
            lineHeight: '18px',
            textAlign: 'center',
            border: 2,
            borderColor: 'background.paper',
            boxSizing: 'content-box',
          }}
        >
          {unread > 99 ? '99+' : unread}
        </Box>
      )}
    </IconButton>
  );
}

/** Logout, as the spec's header has it. */
function LogoutButton({ onAction }: { onAction?: () => void }) {
  return (
    <Button
      color="inherit"
      onClick={() => {
        onAction?.();
        void signOut();
      }}
    >
      Logout
    </Button>
  );
}

function AccountActions({ onAction, onPost }: { onAction?: () => void; onPost: () => void }) {
  const token = useAuthStore((state) => state.token);
  const usertype = useAuthStore((state) => state.usertype);
  const unread = useUnreadCount();
  const { pathname } = useLocation();
  if (token && usertype === OPERATOR_USER_TYPE) {
    // An operator neither lists nor shortlists: their place is the console.
    return (
      <>
        <Button component={RouterLink} to="/admin" variant="contained" onClick={onAction}>
          Console
        </Button>
        <LogoutButton onAction={onAction} />
      </>
    );
  }
  const post = (
    <PostPropertyButton
      onClick={() => {
        onAction?.();
        onPost();
      }}
    />
  );
  if (token) {
    return (
      <>
        {post}
        <Button
          component={RouterLink}
          to="/myaccount"
          variant="outlined"
          onClick={onAction}
          aria-label={unread > 0 ? `My Account, ${unread} unread` : undefined}
        >
          My Account
          <UnreadCount unread={unread} />
        </Button>
        <LogoutButton onAction={onAction} />
      </>
    );
  }
  return (
    <>
      {post}
      <Button
        variant="contained"
        {...intentProps('login')}
        onClick={() => {
          onAction?.();
          // On a results or listing page the seeker stays there once signed in (an intent without a page to go to).
          openModalBox('login', staysOnSignIn(pathname) ? {} : undefined);
        }}
      >
        Login / Sign Up
      </Button>
    </>
  );
}

const preloadMenu = () => {
  loadUiMore().catch(() => undefined);
};

export function Header({ onKeywordSearch }: { onKeywordSearch: () => void }) {
  const sticky = useScrolledPast(STICKY_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer mounts with the menu's first opening and stays (its closing slide needs it mounted).
  const [menuUsed, setMenuUsed] = useState(false);
  const postProperty = usePostProperty();
  // From the phone menu, Post Property's dialog opens once the menu has closed: two modals crossing (one
  // leaving, one arriving) left the dialog hidden from screen readers.
  const [postAfterMenu, setPostAfterMenu] = useState(false);

  const navLinks = NAV_LINKS.map((link) => (
    <Button
      key={link.to}
      component={NavLink}
      to={link.to}
      end
      color="inherit"
      onClick={() => setMenuOpen(false)}
      sx={{ '&.active': { color: 'primary.main' } }}
    >
      {link.label}
    </Button>
  ));

  return (
    // The placeholder keeps the page from jumping when the bar leaves the flow to become fixed.
    <Box sx={{ minHeight: HEADER_HEIGHT }}>
      <AppBar
        component="header"
        data-sticky={sticky ? 'true' : 'false'}
        position={sticky ? 'fixed' : 'static'}
        color="inherit"
        elevation={sticky ? 4 : 0}
        sx={{
          borderBottom: sticky ? 0 : 1,
          borderColor: 'divider',
          ...(sticky && { animation: 'basera-slide-down 300ms ease-out' }),
          '@keyframes basera-slide-down': {
            from: { transform: 'translateY(-100%)' },
            to: { transform: 'none' },
          },
        }}
      >
        <Container maxWidth="xl">
          <Toolbar disableGutters sx={{ minHeight: HEADER_HEIGHT, gap: 1 }}>
            <Brand />
            <Stack
              direction="row"
              component="nav"
              aria-label="Main"
              sx={{ ml: 3, display: { xs: 'none', lg: 'flex' } }}
            >
              {navLinks}
            </Stack>
            <Box sx={{ flex: 1 }} />
            <Button
              color="inherit"
              startIcon={<SearchIcon />}
              onClick={onKeywordSearch}
              {...intentProps('keyword')}
              aria-label="Keyword Search"
              sx={{ minWidth: 0 }}
            >
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                Keyword Search
              </Box>
            </Button>
            <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', lg: 'flex' } }}>
              <AccountActions onPost={postProperty.start} />
            </Stack>
            <PhoneAccountButton />
            <IconButton
              aria-label="Open menu"
              onPointerEnter={preloadMenu}
              onTouchStart={preloadMenu}
              onFocus={preloadMenu}
              onClick={() => {
                setMenuOpen(true);
                setMenuUsed(true);
                // The phone's login button is in the menu: opening it is the intent.
                if (!useAuthStore.getState().token) prefetchBox('login');
              }}
              sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          </Toolbar>
        </Container>
      </AppBar>
      {menuUsed && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <Drawer
              anchor="right"
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              slotProps={{
                transition: {
                  onExited: () => {
                    if (!postAfterMenu) return;
                    setPostAfterMenu(false);
                    postProperty.start();
                  },
                },
              }}
            >
              <Stack sx={{ width: 280, p: 2 }} spacing={1} component="nav" aria-label="Mobile">
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Brand />
                  <IconButton aria-label="Close menu" onClick={() => setMenuOpen(false)}>
                    <CloseIcon />
                  </IconButton>
                </Stack>
                {navLinks}
                <AccountActions onAction={() => setMenuOpen(false)} onPost={() => setPostAfterMenu(true)} />
              </Stack>
            </Drawer>
          </Suspense>
        </ChunkBoundary>
      )}
      {postProperty.dialog}
    </Box>
  );
}
