import Button from '@mui/material/Button';
import { Notice } from './Notice';

/** What every page shows when its data fails to load (the spec only logs it; a blank page helps nobody). */
export function LoadError({
  onRetry,
  message = 'We could not load this page.',
}: {
  onRetry: () => void;
  message?: string;
}) {
  return (
    <Notice
      severity="error"
      sx={{ my: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Notice>
  );
}
