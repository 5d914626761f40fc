import { isOffline, type KeywordSearchModalProps, loadOnce, OFFLINE_MESSAGE } from '@basera/shared';
import { useNavigate } from '@basera/shared/router';
import { GENERIC_FAILURE } from '@basera/shared/rules';
import { Button } from '@basera/shared/ui';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@basera/shared/ui-more';
import { type FormEvent, useRef, useState } from 'react';

/**
 * The keyword's check: the shared schema the API applies to `search` (zod and the schemas, ~45 KB). The shell
 * downloads it with the box's code (on intent, or once the page has settled) without running it; it is built on
 * Search. Building it when the box opened (its field's focus) put ~100 ms of a slow phone's main thread into the
 * tap that opens the box. A failed download is tried again on the next search.
 */
export const loadKeywordCheck = loadOnce(() =>
  import('@basera/shared/schemas').then((schemas) => schemas.keywordSearchSchema),
);

/**
 * The header's Keyword Search: lands on /PG?search=... where the results screen runs the search, shows the words
 * it understood as chips, and answers an empty result with ways out (issue 29). The spec searched here first
 * and said "No result found or server error." for both an empty result and a failure: a dead end, gone.
 * One field, so no form library: the text lives in state and the shared schema checks it on Search. The shell
 * mounts the box closed once its code is here (keepMounted: a tap only shows it), so the cursor goes into the
 * field as the box opens rather than on mount (autoFocus), and what was typed stays for the next open.
 */
export default function KeywordSearchModal({ open, onClose }: KeywordSearchModalProps) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let schema: Awaited<ReturnType<typeof loadKeywordCheck>>;
    try {
      schema = await loadKeywordCheck();
    } catch {
      setError(isOffline() ? OFFLINE_MESSAGE : GENERIC_FAILURE);
      return;
    }
    const parsed = schema.safeParse({ search: keyword });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onClose();
    // The keyword arrives trimmed (the schema).
    navigate(`/PG?${new URLSearchParams({ search: parsed.data.search })}`);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      keepMounted
      slotProps={{ transition: { onEntering: () => input.current?.focus() } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>Keyword Search</DialogTitle>
        <DialogContent>
          <TextField
            name="search"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            inputRef={input}
            fullWidth
            margin="dense"
            label="Keyword"
            placeholder="Locality, college, city or what you need"
            error={!!error}
            helperText={error ?? ' '}
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
