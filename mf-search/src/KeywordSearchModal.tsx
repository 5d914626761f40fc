import { apiRequest, type ListingPage } from '@basera/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export const KEYWORD_REQUIRED = 'Please enter a keyword';
export const NO_RESULT = 'No result found or server error.';

/** The header's Keyword Search: lands on /PG?search=... where the results screen runs the search. */
export default function KeywordSearchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Searches first, so that "nothing found" shows here instead of an empty results page.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = keyword.trim();
    setNotice(null);
    if (!value) {
      setError(KEYWORD_REQUIRED);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await apiRequest<ListingPage>('/search-properties', {
        query: { search: value, per_page: 1 },
      });
      if (!result.status || result.total === 0) {
        setNotice(NO_RESULT);
        return;
      }
      onClose();
      navigate(`/PG?${new URLSearchParams({ search: value })}`);
    } catch {
      setNotice(NO_RESULT);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Keyword Search</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Keyword"
            placeholder="Locality, landmark, city or property name"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
          {notice && (
            <Alert severity="warning" role="alert">
              {notice}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Searching...' : 'Search'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
