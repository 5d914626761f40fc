import { usePageMeta } from '@basera/shared';
import { Link } from '@basera/shared/router';
import { Box, Button, Typography } from '@basera/shared/ui';

/** Any path the route table does not know (spec 02 section 2); the static server answers it with HTTP 404. */
export function NotFound() {
  usePageMeta('Page not found', 'The page you are looking for does not exist.');
  return (
    // Inside the shell's <main>: a section of it, not a second main landmark.
    <Box
      component="section"
      aria-labelledby="not-found-title"
      sx={{ py: { xs: 8, md: 12 }, px: 2, textAlign: 'center' }}
    >
      <Typography
        component="p"
        sx={{ fontSize: { xs: 72, md: 120 }, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
      >
        404
      </Typography>
      <Typography variant="h1" id="not-found-title" sx={{ my: 2 }}>
        Oops! Page not found.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Back to Home
      </Button>
    </Box>
  );
}
