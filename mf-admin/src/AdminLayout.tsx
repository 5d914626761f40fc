import { PAGE_MIN_HEIGHT } from '@basera/shared';
import { NavLink, useLocation } from '@basera/shared/router';
import { Box, Button, Typography } from '@basera/shared/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { ADMIN_BASE, ADMIN_NAV } from './paths';

/**
 * The console's frame: its menu and the page. On a phone (below md) the menu is one row of tabs that scrolls
 * sideways above the page (every entry one swipe away, nothing hidden behind a button); from md up it is a
 * column beside the page. The current entry is marked (NavLink's aria-current="page") and, on a phone, scrolled
 * into view; a fade at the row's right edge says there is more to swipe to.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const tabs = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const row = tabs.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = Math.max(0, current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2);
  }, [pathname]);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        maxWidth: 1400,
        mx: 'auto',
        width: '100%',
        // The menu's column runs down to the footer.
        minHeight: { md: PAGE_MIN_HEIGHT },
      }}
    >
      <Box
        component="nav"
        aria-label="Console"
        sx={{
          flexShrink: 0,
          width: { md: 220 },
          borderBottom: { xs: 1, md: 0 },
          borderRight: { md: 1 },
          borderColor: 'divider',
          bgcolor: 'background.paper',
          position: { xs: 'sticky', md: 'static' },
          top: 0,
          zIndex: 1,
          '&::after': {
            content: '""',
            display: { xs: 'block', md: 'none' },
            position: 'absolute',
            top: 0,
            right: 0,
            bottom: 0,
            width: 32,
            pointerEvents: 'none',
            background: (theme) =>
              `linear-gradient(to right, transparent, ${theme.palette.background.paper})`,
          },
        }}
      >
        <Typography
          variant="overline"
          component="p"
          color="text.secondary"
          sx={{ display: { xs: 'none', md: 'block' }, px: 2, pt: 2 }}
        >
          Operator console
        </Typography>
        <Box
          component="ul"
          ref={tabs}
          sx={{
            listStyle: 'none',
            m: 0,
            px: { xs: 1, md: 1 },
            py: { xs: 0.5, md: 1 },
            display: 'flex',
            flexDirection: { xs: 'row', md: 'column' },
            gap: 0.5,
            overflowX: { xs: 'auto', md: 'visible' },
            // The last tab can scroll clear of the fade.
            pr: { xs: 4, md: 1 },
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
          }}
        >
          {ADMIN_NAV.map((item) => (
            <Box component="li" key={item.to} sx={{ flexShrink: 0 }}>
              <Button
                component={NavLink}
                to={item.to}
                end={item.to === ADMIN_BASE}
                color="inherit"
                sx={{
                  width: { md: '100%' },
                  justifyContent: { md: 'flex-start' },
                  whiteSpace: 'nowrap',
                  minHeight: 44,
                  px: 1.5,
                  borderRadius: 1,
                  fontWeight: 500,
                  color: 'text.primary',
                  '&[aria-current="page"]': {
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontWeight: 700,
                  },
                }}
              >
                {item.label}
              </Button>
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 3 } }}>{children}</Box>
    </Box>
  );
}
