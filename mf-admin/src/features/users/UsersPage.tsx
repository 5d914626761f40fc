import { errorMessage, LoadError, usePageMeta } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { useSearchParams } from '@basera/shared/router';
import { adminUsersQuery } from '@basera/shared/schemas';
import { Box, Button, Skeleton, Stack, Typography } from '@basera/shared/ui';
import { Alert, Pagination } from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useUsers } from './api/getUsers';
import { UserSummaryCard } from './components/UserSummaryCard';

interface SearchForm {
  q: string;
}
const resolver = zodResolver(adminUsersQuery) as unknown as Resolver<SearchForm>;

/**
 * /admin/users: find an account by email, phone or name (part of any, any case); with no search, the newest
 * accounts. The search is in the address (`?q=`), so back and reload keep it.
 */
export default function UsersPage() {
  usePageMeta('Users');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const { page: answer, stale, error, isLoading, retry } = useUsers(q, page);
  const { control, handleSubmit, reset } = useForm<SearchForm>({ resolver, defaultValues: { q } });
  useEffect(() => reset({ q }), [q, reset]);

  const search = handleSubmit(({ q: next }) => {
    const query = new URLSearchParams();
    if (next.trim()) query.set('q', next.trim());
    setParams(query);
  });
  const goTo = (next: number) => {
    const query = new URLSearchParams(params);
    query.set('page', String(next));
    setParams(query);
  };
  const pages = answer ? Math.max(1, Math.ceil(answer.total / (answer.per_page || 20))) : 1;
  const users = answer?.data ?? [];

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        Users
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={search}
        noValidate
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 640 }}
      >
        <FormTextField
          control={control}
          name="q"
          label="Email, phone or name"
          type="search"
          size="small"
          fullWidth
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0, minHeight: 40 }}>
          Search
        </Button>
      </Box>
      {error && !answer ? (
        <LoadError onRetry={retry} message={errorMessage(error, 'We could not load the users.')} />
      ) : isLoading ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading users">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={88} />
          ))}
        </Stack>
      ) : (
        <>
          <Typography color="text.secondary" role="status">
            {q
              ? `${answer?.total ?? 0} ${answer?.total === 1 ? 'account matches' : 'accounts match'} “${q}”`
              : 'Newest accounts'}
          </Typography>
          {users.length === 0 ? (
            <Alert severity="info">No account matches this search.</Alert>
          ) : (
            <Box
              component="ul"
              aria-label="Users"
              aria-busy={stale}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, opacity: stale ? 0.6 : 1 }}
            >
              {users.map((user) => (
                <li key={user.id}>
                  <UserSummaryCard user={user} />
                </li>
              ))}
            </Box>
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_, next) => goTo(next)}
              siblingCount={0}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </>
      )}
    </Stack>
  );
}
