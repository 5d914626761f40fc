import { NavLink } from '@basera/shared/router';
import { Box, Button, Typography } from '@basera/shared/ui';
import type { ReactNode } from 'react';
import { ADMIN_BASE, ADMIN_NAV } from './paths';

/**
 * The console's frame: its menu and the page. On a phone (below md) the menu is one row of tabs that scrolls
 * sideways above the page (every entry one swipe away, nothing hidden behind a button); from md up it is a
 * column beside the page. The current entry is marked (NavLink's aria-current="page").
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        maxWidth: 1400,
        mx: 'auto',
        width: '100%',
        minHeight: '100%',
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
          sx={{
            listStyle: 'none',
            m: 0,
            px: { xs: 1, md: 1 },
            py: { xs: 0.5, md: 1 },
            display: 'flex',
            flexDirection: { xs: 'row', md: 'column' },
            gap: 0.5,
            overflowX: { xs: 'auto', md: 'visible' },
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
