import { apiFetcher, apiRequest, LoadError, type NoProps, type SavedSearch, toast } from '@basera/shared';
import { useNavigate } from '@basera/shared/router';
import { NOTIFY_API } from '@basera/shared/rules';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@basera/shared/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { AccountLayout } from './AccountLayout';
import { failureText } from './failure';
import { SavedSearchRow, type SearchChange } from './saved-searches/SavedSearchRow';
import { DeleteSearchDialog, RenameSearchDialog } from './saved-searches/SearchDialogs';

const pathOf = (id: number) => NOTIFY_API.savedSearch.replace(':id', String(id));

/**
 * /user/saved-searches: the seeker's saved searches, each with its new matches since last opened; open (marks
 * it seen), rename, pause or resume, how alerts arrive, delete (asked first).
 */
export default function SavedSearchesPage(_props: NoProps) {
  const { data, error, mutate } = useSWR<{ data: SavedSearch[] }>(NOTIFY_API.savedSearches, apiFetcher);
  const navigate = useNavigate();
  const [busy, setBusy] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  /** One change of one search; the list shows the answer. Returns whether it worked. */
  const change = async (search: SavedSearch, body: SearchChange, quiet = false) => {
    setBusy(search.id);
    try {
      const answer = await apiRequest<{ message: string; data: SavedSearch }>(pathOf(search.id), {
        method: 'PATCH',
        body,
      });
      await mutate(
        (current) =>
          current && {
            ...current,
            data: current.data.map((one) => (one.id === search.id ? answer.data : one)),
          },
        { revalidate: false },
      );
      if (!quiet) toast.success(answer.message);
      return true;
    } catch (failure) {
      toast.error(failureText(failure));
      throw failure;
    } finally {
      setBusy(null);
    }
  };

  const open = async (search: SavedSearch) => {
    // Seen first (the count resets), then the results; a failure to mark it still opens them.
    await change(search, { seen: true }, true).catch(() => undefined);
    navigate(search.url);
  };

  const remove = async (search: SavedSearch) => {
    setBusy(search.id);
    try {
      const answer = await apiRequest<{ message: string }>(pathOf(search.id), { method: 'DELETE' });
      toast.success(answer.message);
      setDeleting(null);
      await mutate(
        (current) => current && { ...current, data: current.data.filter((one) => one.id !== search.id) },
        { revalidate: false },
      );
    } catch (failure) {
      toast.error(failureText(failure));
    } finally {
      setBusy(null);
    }
  };

  const list = data?.data;
  return (
    <AccountLayout title="Saved searches">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          We tell you when new places match a saved search: as they come (at most one message an hour) or in a
          daily digest at 8 am.
        </Typography>
        {error ? (
          <LoadError onRetry={() => void mutate()} message="We could not load your saved searches." />
        ) : !list ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label="Loading saved searches" />
          </Box>
        ) : list.length === 0 ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>You have no saved searches yet.</Typography>
            <Typography color="text.secondary">
              Search for a place, then tap "Save this search" on the results to be told about new matches.
            </Typography>
            <Button variant="contained" onClick={() => navigate('/PG')}>
              Find a place
            </Button>
          </Stack>
        ) : (
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label="Saved searches"
          >
            {list.map((search) => (
              <SavedSearchRow
                key={search.id}
                search={search}
                busy={busy === search.id}
                onOpen={() => void open(search)}
                onRename={() => setRenaming(search)}
                onChange={(body) => void change(search, body).catch(() => undefined)}
                onDelete={() => setDeleting(search)}
              />
            ))}
          </Stack>
        )}
      </Paper>
      <RenameSearchDialog
        search={renaming}
        onClose={() => setRenaming(null)}
        onSave={async (name) => {
          if (!renaming) return;
          await change(renaming, { name });
          setRenaming(null);
        }}
      />
      <DeleteSearchDialog
        search={deleting}
        busy={deleting !== null && busy === deleting.id}
        onClose={() => setDeleting(null)}
        onDelete={() => deleting && void remove(deleting)}
      />
    </AccountLayout>
  );
}
