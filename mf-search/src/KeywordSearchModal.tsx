import type { KeywordSearchInput, KeywordSearchModalProps } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { useNavigate } from '@basera/shared/router';
import { keywordSearchSchema } from '@basera/shared/schemas';
import { Button } from '@basera/shared/ui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

/**
 * The header's Keyword Search: lands on /PG?search=... where the results screen runs the search, shows the words
 * it understood as chips, and answers an empty result with ways out (issue 29). The spec searched here first
 * and said "No result found or server error." for both an empty result and a failure: a dead end, gone.
 */
export default function KeywordSearchModal({ open, onClose }: KeywordSearchModalProps) {
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<KeywordSearchInput>({
    resolver: zodResolver(keywordSearchSchema),
    defaultValues: { search: '' },
  });

  // The keyword arrives trimmed (the schema).
  const submit = handleSubmit(({ search }) => {
    onClose();
    navigate(`/PG?${new URLSearchParams({ search })}`);
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
            placeholder="Locality, college, city or what you need"
            helperText=" "
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained">
            Search
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
