import { apiFetcher, LoadError, NOTIFY_API, type NoProps, type SavedSearch } from '@basera/shared';
import { Box, CircularProgress, Paper, Stack, Typography } from '@basera/shared/ui';
import useSWR from 'swr';
import { AccountLayout } from './AccountLayout';

/** /user/saved-searches: the seeker's saved searches, each with its new matches. */
export default function SavedSearchesPage(_props: NoProps) {
  const { data, error, mutate } = useSWR<SavedSearch[]>(NOTIFY_API.savedSearches, apiFetcher);
  return (
    <AccountLayout title="Saved searches">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {error ? (
          <LoadError onRetry={() => void mutate()} message="We could not load your saved searches." />
        ) : !data ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label="Loading saved searches" />
          </Box>
        ) : data.length === 0 ? (
          <Typography color="text.secondary">You have no saved searches yet.</Typography>
        ) : (
          <Stack
            component="ul"
            spacing={1}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label="Saved searches"
          >
            {data.map((search) => (
              <Typography component="li" key={search.id}>
                {search.name}
              </Typography>
            ))}
          </Stack>
        )}
      </Paper>
    </AccountLayout>
  );
}
