import {
  apiFetcher,
  apiRequest,
  formatDate,
  LazyImage,
  LoadError,
  listingTypeLabel,
  type NoProps,
  photoSources,
  placeLine,
  priceOnwards,
  SHORTLIST_SORT_OPTIONS,
  type ShortlistSort,
  toast,
} from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import {
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@basera/shared/ui';
import { type ReactNode, useMemo, useState } from 'react';
import useSWR from 'swr';
import { AccountLayout } from './AccountLayout';
import { failureText } from './failure';
import { type ShortlistItem, type ShortlistResponse, sortShortlist } from './shortlist';

export const WISHLIST_PATH = '/wishlist';
/** Shown where a listing has no photo: an inline picture, so it needs no request. */
const NO_PHOTO =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320"%3E%3Crect width="480" height="320" fill="%23e5e7eb"/%3E%3Cpath d="M160 220l60-70 45 50 35-35 60 55z" fill="%239ca3af"/%3E%3C/svg%3E';

function ShortlistCard({
  item,
  photoPath,
  onRemove,
  removing,
}: {
  item: ShortlistItem;
  photoPath: string;
  onRemove: () => void;
  removing: boolean;
}) {
  const id = item.propty_id ?? item.id;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={item.accommodation_name}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <LazyImage
        {...photoSources(
          item.photo ? `${photoPath}${item.photo}` : NO_PHOTO,
          640,
          '(min-width: 576px) 220px, 100vw',
        )}
        alt={item.accommodation_name}
        width={480}
        height={320}
        sx={{
          width: { xs: '100%', sm: 220 },
          height: { xs: 180, sm: 'auto' },
          minHeight: { sm: 160 },
          flexShrink: 0,
        }}
      />
      <Stack spacing={0.75} sx={{ p: 2, minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" color="secondary" label={listingTypeLabel(item.property_type)} />
          <Typography variant="body2" color="text.secondary">
            Shortlisted {formatDate(item.wishlist_created_date)}
          </Typography>
        </Stack>
        <Link
          component={RouterLink}
          to={`/pgdetails/${id}`}
          variant="h4"
          underline="hover"
          color="text.primary"
          sx={{ wordBreak: 'break-word' }}
        >
          {item.accommodation_name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {placeLine(item)}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: 'primary.main' }} data-testid="shortlist-price">
          {priceOnwards(item.monthly_charge_min)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
          <Button component={RouterLink} to={`/pgdetails/${id}`} variant="contained" size="small">
            View Details
          </Button>
          <Button
            variant="outlined"
            size="small"
            color="error"
            onClick={onRemove}
            disabled={removing}
            aria-label={`Remove ${item.accommodation_name} from shortlist`}
          >
            {removing ? 'Removing...' : 'Remove'}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

/** The shortlist's orders (spec 02 section 9), newest first by default. */
function SortBy({ value, onChange }: { value: ShortlistSort; onChange: (sort: ShortlistSort) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Sort By"
      value={value}
      onChange={(event) => onChange(event.target.value as ShortlistSort)}
      sx={{ minWidth: 220 }}
    >
      {SHORTLIST_SORT_OPTIONS.map(({ value: key, label }) => (
        <MenuItem key={key} value={key}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** /user/wishlist (My Shortlist): sortable, each entry removable. No star rating: there are no reviews. */
export default function ShortlistPage(_props: NoProps) {
  const [sort, setSort] = useState<ShortlistSort>('newest');
  const [removing, setRemoving] = useState<number | null>(null);
  const { data, error, isLoading, mutate } = useSWR<ShortlistResponse>(WISHLIST_PATH, apiFetcher);
  const items = useMemo(() => sortShortlist(data?.data.properties ?? [], sort), [data, sort]);

  const remove = async (item: ShortlistItem) => {
    const id = item.propty_id ?? item.id;
    setRemoving(id);
    try {
      const response = await apiRequest<{ status: boolean; message: string }>('/wishlist/toggle', {
        method: 'POST',
        body: { property_id: id, action: 'remove' },
      });
      if (response.status) toast.success(response.message);
      else toast.error(response.message);
      await mutate(
        (current) =>
          current && {
            ...current,
            data: {
              ...current.data,
              properties: current.data.properties.filter((p) => (p.propty_id ?? p.id) !== id),
            },
          },
        { revalidate: false },
      );
    } catch (failure) {
      toast.error(failureText(failure));
    } finally {
      setRemoving(null);
    }
  };

  let body: ReactNode;
  if (error) body = <LoadError onRetry={() => void mutate()} message="We could not load your shortlist." />;
  else if (isLoading || !data)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading shortlist" />
      </Box>
    );
  else if (items.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="p">
          You do not have any list here.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Add PG, hostel, mess or room first.
        </Typography>
        <Button component={RouterLink} to="/list" variant="contained" sx={{ mt: 3 }}>
          Browse Listings
        </Button>
      </Paper>
    );
  else
    body = (
      <Stack
        spacing={2}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label="Shortlisted properties"
      >
        {items.map((item) => (
          <Box component="li" key={item.propty_id ?? item.id}>
            <ShortlistCard
              item={item}
              photoPath={data.data.photoPath}
              removing={removing === (item.propty_id ?? item.id)}
              onRemove={() => void remove(item)}
            />
          </Box>
        ))}
      </Stack>
    );

  return (
    <AccountLayout title="My Shortlist">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h3" component="h2">
          {data
            ? `${items.length} ${items.length === 1 ? 'property' : 'properties'} shortlisted`
            : 'Shortlist'}
        </Typography>
        <SortBy value={sort} onChange={setSort} />
      </Stack>
      {body}
    </AccountLayout>
  );
}
