import type { SavedSearch } from '@basera/shared';
import { NOTIFY_MESSAGES as M, SAVED_SEARCH_NAME_MAX } from '@basera/shared/rules';
import { Button } from '@basera/shared/ui';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@basera/shared/ui-more';
import { type FormEvent, useEffect, useState } from 'react';
import { failureText } from '../failure';

/** A name's own check, in the API schema's words. */
export function nameProblem(name: string): string | null {
  if (!name.trim()) return M.nameRequired;
  if (name.trim().length > SAVED_SEARCH_NAME_MAX) return M.nameTooLong;
  return null;
}

/** Rename a saved search: the name, checked here and by the server (its word shows under the field). */
export function RenameSearchDialog({
  search,
  onClose,
  onSave,
}: {
  search: SavedSearch | null;
  onClose: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (search) {
      setName(search.name);
      setError(null);
    }
  }, [search]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSave(name.trim());
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={search !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rename-search">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="rename-search">Rename saved search</DialogTitle>
        <DialogContent>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            fullWidth
            required
            autoFocus
            sx={{ mt: 1 }}
          />
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

/** Asks before deleting a saved search. */
export function DeleteSearchDialog({
  search,
  busy,
  onClose,
  onDelete,
}: {
  search: SavedSearch | null;
  busy: boolean;
  onClose: () => void;
  onDelete: () => void;
}) {
  return (
    <Dialog open={search !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="delete-search">
      <DialogTitle id="delete-search">Delete saved search?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {search ? `"${search.name}" and its alerts will be deleted.` : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onDelete} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
