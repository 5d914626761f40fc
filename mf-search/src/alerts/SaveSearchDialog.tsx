import { ApiError, apiRequest, errorMessage, type SavedSearch, toast } from '@basera/shared';
import {
  NOTIFY_MESSAGES as M,
  NOTIFY_API,
  SAVED_SEARCH_ALERT_LABELS,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCHES_PATH,
  type SavedSearchAlert,
} from '@basera/shared/rules';
import { Button, FormControl, Link, Typography } from '@basera/shared/ui';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@basera/shared/ui-more';
import { type FormEvent, useEffect, useState } from 'react';

/** The name's own check, as the API's schema words it. */
export function nameError(name: string): string | null {
  if (!name.trim()) return M.nameRequired;
  if (name.trim().length > SAVED_SEARCH_NAME_MAX) return M.nameTooLong;
  return null;
}

/** The dialog of "Save this search": a name (prefilled from the chips) and how alerts arrive. */
export default function SaveSearchDialog({
  open,
  onClose,
  url,
  name: initialName,
}: {
  open: boolean;
  onClose: () => void;
  url: string;
  name: string;
}) {
  const [name, setName] = useState(initialName);
  const [alert, setAlert] = useState<SavedSearchAlert>('instant');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each opening starts from the search on screen now.
  useEffect(() => {
    if (open) {
      setName(initialName);
      setError(null);
    }
  }, [open, initialName]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(name);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const answer = await apiRequest<{ message: string; data: SavedSearch }>(NOTIFY_API.savedSearches, {
        method: 'POST',
        body: { name: name.trim(), url, alert },
      });
      toast.success(answer.message);
      onClose();
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fieldError('name') : undefined;
      if (field) setError(field);
      else {
        toast.error(errorMessage(failure, 'Something went wrong'));
        if (failure instanceof ApiError && failure.status === 409) onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="save-search-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="save-search-title">Save this search</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            We will tell you when new places match. Find it later in{' '}
            <Link href={SAVED_SEARCHES_PATH}>Saved searches</Link>.
          </Typography>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength: SAVED_SEARCH_NAME_MAX + 10 } }}
          />
          <FormControl sx={{ mt: 1 }}>
            <FormLabel id="save-search-alert">Alerts</FormLabel>
            <RadioGroup
              aria-labelledby="save-search-alert"
              value={alert}
              onChange={(event) => setAlert(event.target.value as SavedSearchAlert)}
            >
              {SAVED_SEARCH_ALERTS.map((mode) => (
                <FormControlLabel
                  key={mode}
                  value={mode}
                  control={<Radio />}
                  label={SAVED_SEARCH_ALERT_LABELS[mode]}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
