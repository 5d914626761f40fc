import { LoadError } from '@basera/shared';
import { Skeleton, Stack, Typography } from '@basera/shared/ui';
import { Pagination } from '@basera/shared/ui-more';

/** A list's loading placeholder, failed load (with Retry) or empty text; nothing once it has items. */
export function ListState({
  isLoading,
  error,
  retry,
  empty,
  count,
}: {
  isLoading: boolean;
  error: unknown;
  retry: () => void;
  empty: string;
  count: number;
}) {
  if (error) return <LoadError onRetry={retry} message="We could not load this list." />;
  if (isLoading)
    return (
      <Stack spacing={1.5} aria-label="Loading">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  if (!count) return <Typography color="text.secondary">{empty}</Typography>;
  return null;
}

/** Pages of a list, when it has more than one. */
export function ListPages({
  page,
  total,
  perPage,
  onChange,
}: {
  page: number;
  total: number;
  perPage: number;
  onChange: (page: number) => void;
}) {
  const count = Math.ceil(total / perPage);
  if (count < 2) return null;
  return (
    <Pagination
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      count={count}
      page={page}
      onChange={(_event, next) => onChange(next)}
    />
  );
}
