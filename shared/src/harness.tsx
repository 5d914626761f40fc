import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type ReactElement, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { useAuthStore } from './auth-store';
import { loadRuntimeConfig } from './config';
import { onOpenModalBox } from './events';
import { AppProviders } from './providers';
import { toast } from './toast';

export interface HarnessRoute {
  path: string;
  element: ReactElement;
}

function HarnessBar({ name, routes }: { name: string; routes: HarnessRoute[] }) {
  const token = useAuthStore((state) => state.token);
  useEffect(() => onOpenModalBox((mode) => toast.show(`openModalBox fired with "${mode}"`)), []);
  return (
    <AppBar position="static" color="secondary">
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, mr: 2 }}>{name} (standalone)</Typography>
        {routes
          .filter((route) => !route.path.includes(':') && route.path !== '*')
          .map((route) => (
            <Button key={route.path} component={Link} to={route.path} color="inherit" size="small">
              {route.path}
            </Button>
          ))}
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2">{token ? 'signed in' : 'signed out'}</Typography>
      </Toolbar>
    </AppBar>
  );
}

/**
 * A remote's own dev harness (`pnpm --filter mf-x dev`): the same providers as the shell, a bar with links to
 * the remote's pages and a toast for openModalBox, so a team can work on its pages without the shell.
 */
export async function renderHarness(name: string, routes: HarnessRoute[]): Promise<void> {
  await loadRuntimeConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <HarnessBar name={name} routes={routes} />
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
