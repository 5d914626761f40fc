import {
  apiFetcher,
  apiRequest,
  formatDate,
  HEADER_HEIGHT,
  LazyImage,
  LoadError,
  listingTypeLabel,
  type NoProps,
  placeLine,
  priceOnwards,
  SHORTLIST_SORT_OPTIONS,
  type ShortlistSort,
  toast,
} from '@basera/shared';
import { RatingBadge } from '@basera/shared/ratings';
import { Link as RouterLink, useSearchParams } from '@basera/shared/router';
import { photoSources } from '@basera/shared/rules';
import { Box, Button, Card, CircularProgress, Link, Paper, Stack, Typography } from '@basera/shared/ui';
import { Checkbox, Chip, FormControlLabel, MenuItem, TextField } from '@basera/shared/ui-more';
import CompareArrows from '@mui/icons-material/CompareArrows';
import { type ReactNode, useMemo, useState } from 'react';
import useSWR from 'swr';
import { AccountLayout } from './AccountLayout';
import { failureText } from './failure';
import { PLACEHOLDER as NO_PHOTO, ShortlistCompare } from './ShortlistCompare';
import { type ShortlistItem, type ShortlistResponse, sortShortlist } from './shortlist';
import {
  CHOOSE_KEY,
  COMPARE_KEY,
  COMPARE_MAX,
  COMPARE_MIN,
  COMPARE_TEXT,
  choose,
  idOf,
  idsFrom,
} from './shortlist-compare';

export const WISHLIST_PATH = '/wishlist';

/** While places are chosen to compare: the card's box, checked when chosen. */
interface Pick {
  checked: boolean;
  onToggle: () => void;
}

function ShortlistCard({
  item,
  photoPath,
  onRemove,
  removing,
  pick,
  first = false,
}: {
  item: ShortlistItem;
  photoPath: string;
  onRemove: () => void;
  removing: boolean;
  pick?: Pick;
  /** The first card's photo is the page's largest picture on a phone: fetched at once, ahead of the others. */
  first?: boolean;
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
        priority={first}
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
          {pick && (
            <FormControlLabel
              sx={{ ml: 'auto !important', mr: 0 }}
              control={
                <Checkbox
                  checked={pick.checked}
                  onChange={pick.onToggle}
                  slotProps={{ input: { 'aria-label': `Compare ${item.accommodation_name}` } }}
                />
              }
              label="Compare"
            />
          )}
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
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }} data-testid="shortlist-price">
            {priceOnwards(item.monthly_charge_min)}
          </Typography>
          {/* The spec's fixed 4 stars, made real (issue 32): the listing's reviews, nothing while it has none. */}
          <RatingBadge average={item.rating_avg} count={item.rating_count} />
        </Stack>
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

/**
 * While places are chosen to compare: how many, the "Compare" button (two or three), Cancel, and the refusal of
 * a fourth.
 */
function PickBar({
  count,
  refused,
  onCompare,
  onCancel,
}: {
  count: number;
  refused: boolean;
  onCompare: () => void;
  onCancel: () => void;
}) {
  const ready = count >= COMPARE_MIN && count <= COMPARE_MAX;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Choose places to compare"
      sx={{
        p: 1.5,
        mb: 2,
        position: 'sticky',
        // Under the shell's header, which stays on screen (fixed) once the page scrolls.
        top: HEADER_HEIGHT + 8,
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        borderColor: 'primary.main',
      }}
    >
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography sx={{ fontWeight: 600 }}>{COMPARE_TEXT.hint}</Typography>
        <Typography variant="body2" color="text.secondary" role="status">
          {count} chosen
        </Typography>
        {refused && (
          <Typography variant="body2" color="error" role="alert">
            {COMPARE_TEXT.tooMany}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={onCompare} disabled={!ready} startIcon={<CompareArrows />}>
          {COMPARE_TEXT.action}
        </Button>
        <Button variant="text" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /user/wishlist (My Shortlist): sortable, each entry removable, with the listing's rating from its reviews.
 * "Compare" lets the seeker choose two or three places (`?choose=1,2`), then shows them side by side
 * (`?compare=1,2,3`, "Compare places"): both in the URL, so a reload or a shared link keeps them.
 */
export default function ShortlistPage(_props: NoProps) {
  const [sort, setSort] = useState<ShortlistSort>('newest');
  const [removing, setRemoving] = useState<number | null>(null);
  const [refused, setRefused] = useState(false);
  const [params, setParams] = useSearchParams();
  const { data, error, isLoading, mutate } = useSWR<ShortlistResponse>(WISHLIST_PATH, apiFetcher);
  const items = useMemo(() => sortShortlist(data?.data.properties ?? [], sort), [data, sort]);

  const picking = params.has(CHOOSE_KEY);
  const chosen = idsFrom(params.get(CHOOSE_KEY)).slice(0, COMPARE_MAX);
  const comparing = params.has(COMPARE_KEY);
  const compared = idsFrom(params.get(COMPARE_KEY)).slice(0, COMPARE_MAX);

  /** The page's URL with `key` set to the ids (or removed), the other keys as they were. */
  const go = (changes: Record<string, number[] | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, ids] of Object.entries(changes))
      if (ids === null) next.delete(key);
      else next.set(key, ids.join(','));
    setRefused(false);
    setParams(next, { replace });
  };
  const toggle = (id: number) => {
    const next = choose(chosen, id);
    if (next === null) setRefused(true);
    else go({ [CHOOSE_KEY]: next }, true);
  };

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
      if (chosen.includes(id)) go({ [CHOOSE_KEY]: chosen.filter((other) => other !== id) }, true);
    } catch (failure) {
      toast.error(failureText(failure));
    } finally {
      setRemoving(null);
    }
  };

  if (comparing) {
    const byId = new Map(items.map((item) => [idOf(item), item]));
    const places = compared.flatMap((id) => byId.get(id) ?? []);
    let view: ReactNode;
    if (error) view = <LoadError onRetry={() => void mutate()} message="We could not load your shortlist." />;
    else if (isLoading || !data)
      view = (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading shortlist" />
        </Box>
      );
    else if (places.length < COMPARE_MIN)
      view = (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography>{COMPARE_TEXT.gone}</Typography>
        </Paper>
      );
    else view = <ShortlistCompare items={places} photoPath={data.data.photoPath} />;
    return (
      <AccountLayout title={COMPARE_TEXT.title}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="h3" component="h2">
            {places.length >= COMPARE_MIN ? `${places.length} places side by side` : COMPARE_TEXT.title}
          </Typography>
          {/* Back to the choice, as it was: one place can be swapped for another. */}
          <Button
            variant="outlined"
            onClick={() => go({ [COMPARE_KEY]: null, [CHOOSE_KEY]: places.map(idOf) })}
          >
            {COMPARE_TEXT.back}
          </Button>
        </Stack>
        {view}
      </AccountLayout>
    );
  }

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
      <>
        {picking && (
          <PickBar
            count={chosen.length}
            refused={refused}
            onCompare={() => go({ [CHOOSE_KEY]: null, [COMPARE_KEY]: chosen })}
            onCancel={() => go({ [CHOOSE_KEY]: null }, true)}
          />
        )}
        <Stack
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label="Shortlisted properties"
        >
          {items.map((item, index) => (
            <Box component="li" key={item.propty_id ?? item.id}>
              <ShortlistCard
                item={item}
                first={index === 0}
                photoPath={data.data.photoPath}
                removing={removing === (item.propty_id ?? item.id)}
                onRemove={() => void remove(item)}
                pick={
                  picking
                    ? { checked: chosen.includes(idOf(item)), onToggle: () => toggle(idOf(item)) }
                    : undefined
                }
              />
            </Box>
          ))}
        </Stack>
      </>
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
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {items.length >= COMPARE_MIN && !picking && (
            <Button
              variant="outlined"
              startIcon={<CompareArrows />}
              onClick={() => go({ [CHOOSE_KEY]: [] }, true)}
            >
              {COMPARE_TEXT.action}
            </Button>
          )}
          <SortBy value={sort} onChange={setSort} />
        </Stack>
      </Stack>
      {body}
    </AccountLayout>
  );
}
