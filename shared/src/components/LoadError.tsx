import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';

/**
 * What every page shows when its data fails to load (the spec only logs it; a blank page helps nobody). Drawn
 * like MUI's error Alert, from the parts every page has: Alert itself lives in `@basera/shared/ui-more`, which
 * the first visit does not download, and this can show on any page.
 */
export function LoadError({
  onRetry,
  message = 'We could not load this page.',
}: {
  onRetry: () => void;
  message?: string;
}) {
  return (
    <Box
      role="alert"
      sx={{
        my: 3,
        px: 2,
        py: 0.75,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        borderRadius: 1,
        typography: 'body2',
        color: 'error.dark',
        bgcolor: (theme) => alpha(theme.palette.error.main, 0.08),
      }}
    >
      <ErrorOutline fontSize="small" sx={{ color: 'error.main', flexShrink: 0 }} />
      <Box sx={{ flex: 1, py: 1 }}>{message}</Box>
      <Button color="inherit" size="small" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}
