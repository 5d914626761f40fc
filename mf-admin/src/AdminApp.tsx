import { type NoProps, usePageMeta } from '@basera/shared';
import { Route, Link as RouterLink, Routes } from '@basera/shared/router';
import { Box, Button, Typography } from '@basera/shared/ui';
import { AdminLayout } from './AdminLayout';
import { ADMIN_BASE } from './paths';
import { adminRoutes } from './routes';

function ConsoleNotFound() {
  usePageMeta('Page not found');
  return (
    <Box>
      <Typography variant="h2" component="h1" gutterBottom>
        This console page does not exist
      </Typography>
      <Button component={RouterLink} to={ADMIN_BASE} variant="outlined">
        Back to the dashboard
      </Button>
    </Box>
  );
}

/**
 * The operator console (`mf_admin/AdminApp`): the shell mounts it at `/admin/*` for a signed-in operator only,
 * and it routes its own pages below that (routes.tsx) inside the console layout.
 */
export default function AdminApp(_props: NoProps) {
  return (
    <AdminLayout>
      <Routes>
        {adminRoutes.map(({ path, page: Page }) =>
          path === '' ? (
            <Route key="index" index element={<Page />} />
          ) : (
            <Route key={path} path={path} element={<Page />} />
          ),
        )}
        <Route path="*" element={<ConsoleNotFound />} />
      </Routes>
    </AdminLayout>
  );
}
