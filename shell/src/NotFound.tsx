import { usePageMeta } from '@basera/shared';
import { Link } from '@basera/shared/router';
import { Box, Button, Typography } from '@basera/shared/ui';

export function NotFound() {
  usePageMeta('Page not found', 'The page you are looking for does not exist.');
  return (
    <Box component="main" sx={{ py: { xs: 8, md: 12 }, px: 2, textAlign: 'center' }}>
      <Typography
        component="p"
        sx={{ fontSize: { xs: 72, md: 120 }, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ my: 2 }}>
        Oops! Page not found.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Back to Home
      </Button>
    </Box>
  );
}
