import { renderHarness } from '@basera/shared/harness';
import { Navigate } from '@basera/shared/router';
import AdminApp from './AdminApp';

// The console routes its own pages under /admin, as it does inside the shell.
void renderHarness('mf-admin', [
  { path: '/', element: <Navigate to="/admin" replace /> },
  { path: '/admin/*', element: <AdminApp /> },
]);
