import {
  apiRequest,
  type KeywordSearchInput,
  type KeywordSearchModalProps,
  type ListingPage,
} from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { useNavigate } from '@basera/shared/router';
import { keywordSearchSchema } from '@basera/shared/schemas';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@basera/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

export const NO_RESULT = 'No result found or server error.';

/** The header's Keyword Search: lands on /PG?search=... where the results screen runs the search. */
export default function KeywordSearchModal({ open, onClose }: KeywordSearchModalProps) {
  const navigate = useNavigate();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<KeywordSearchInput>({
    resolver: zodResolver(keywordSearchSchema),
    defaultValues: { search: '' },
  });

  // Searches first, so that "nothing found" shows here instead of an empty results page. The keyword arrives
  // trimmed (the schema); a root error is cleared by the next submit.
  const submit = handleSubmit(async ({ search }) => {
    try {
      const result = await apiRequest<ListingPage>('/search-properties', { query: { search, per_page: 1 } });
      if (result.status && result.total > 0) {
        onClose();
        navigate(`/PG?${new URLSearchParams({ search })}`);
        return;
      }
    } catch {
      // A failed search reads as no result (the spec's one message for both).
    }
    setError('root.search', { message: NO_RESULT });
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Keyword Search</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="search"
            autoFocus
            fullWidth
            margin="dense"
            label="Keyword"
            placeholder="Locality, landmark, city or property name"
            helperText=" "
          />
          {errors.root?.search && (
            <Alert severity="warning" role="alert">
              {errors.root.search.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Searching...' : 'Search'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
