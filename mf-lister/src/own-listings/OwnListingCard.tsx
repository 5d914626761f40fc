import {
  formatDate,
  LazyImage,
  listingTypeLabel,
  type OwnListing,
  placeLine,
  priceOnwards,
} from '@basera/shared';
import { RatingBadge } from '@basera/shared/ratings';
import { Link as RouterLink } from '@basera/shared/router';
import {
  DELETE_LISTING_MESSAGES,
  freeBedsText,
  LISTER_REVIEWS_PATH,
  photoVariant,
  RATING_MESSAGES,
  ratingBadge,
} from '@basera/shared/rules';
import { Box, Button, Card, IconButton, Link, Stack, Typography } from '@basera/shared/ui';
import { Chip, Menu, MenuItem } from '@basera/shared/ui-more';
import Bed from '@mui/icons-material/Bed';
import MoreVert from '@mui/icons-material/MoreVert';
import Star from '@mui/icons-material/Star';
import { useId, useState } from 'react';
import { canResubmit, editPath, hasExpired, isLive, isMess, statusChip, statusLine, viewPath } from './model';

export type CardAction = 'deactivate' | 'activate' | 'renew' | 'beds' | 'resubmit' | 'delete' | 'invite';

export interface OwnListingCardProps {
  listing: OwnListing;
  photoPath: string;
  /** This listing's activation or resubmission is on its way: its button reads 'Updating...' / 'Sending...'. */
  busy: boolean;
  onAction: (action: CardAction, listing: OwnListing) => void;
}

interface MenuAction {
  action: CardAction;
  label: string;
}

/** The kebab menu of a card: "More actions for {name}". */
function MoreActions({
  listing,
  actions,
  onAction,
}: {
  listing: OwnListing;
  actions: MenuAction[];
  onAction: OwnListingCardProps['onAction'];
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        size="small"
        aria-label={`More actions for ${listing.accommodation_name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: 'auto', my: -0.5, mr: -0.75 }}
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {actions.map(({ action, label }) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action, listing);
            }}
            sx={action === 'deactivate' ? { color: 'error.main' } : undefined}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** A rejection's or suspension's reason can be long: the chip wraps instead of cutting it off. */
const wrapChip = {
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
} as const;

/** "Featured until 12 Dec 2026" while a Featured plan leads its locality's results; nothing once it has passed. */
export function featuredChipText(
  listing: Pick<OwnListing, 'featured_until'>,
  now = new Date(),
): string | null {
  const until = listing.featured_until;
  return until && new Date(until) > now ? `Featured until ${formatDate(until)}` : null;
}

/** The owner bought the "Verified" check and our team has not verified the listing yet. */
export const VERIFICATION_REQUESTED = 'Verification requested';

/**
 * The listing's rating ("4.3 ★ (27)") as a link to its reviews on the owner's reviews page, where each can be
 * answered; nothing while it has no review.
 */
function ReviewsLink({ listing }: { listing: OwnListing }) {
  const text = ratingBadge(listing.rating_avg, listing.rating_count);
  if (!text) return null;
  return (
    <Link
      component={RouterLink}
      to={`${LISTER_REVIEWS_PATH}?listing=${listing.id}`}
      underline="hover"
      aria-label={`${RATING_MESSAGES.sectionTitle}: ${text}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mt: 0.5, typography: 'body2' }}
    >
      <RatingBadge average={listing.rating_avg} count={listing.rating_count} />
      {RATING_MESSAGES.sectionTitle}
    </Link>
  );
}

/** A square thumbnail beside the text on a phone, a wider one from sm up: the card never scrolls sideways. */
const photoBox = { flex: 'none', width: { xs: 88, sm: 168 }, alignSelf: 'flex-start' } as const;

/**
 * One of the Lister's listings: status and how long it stays live, free beds, and what the owner can do with
 * it. A draft only continues in the wizard (or is deleted); a published listing can be edited, viewed, paused
 * or resumed, renewed, have its free beds updated, and be deleted (archived). Chips say when it is featured until
 * and that its "Verified" check is awaited.
 */
export function OwnListingCard({ listing, photoPath, busy, onAction }: OwnListingCardProps) {
  const name = listing.accommodation_name;
  const draft = listing.status === 'draft';
  const lapsed = !draft && hasExpired(listing);
  const beds = !isMess(listing) && !draft;
  const chip = statusChip(listing);
  const featured = featuredChipText(listing);
  const rejected = canResubmit(listing);
  // The less used actions wait behind a menu, so a phone shows one row of buttons.
  const more: MenuAction[] = [];
  if (!draft && !lapsed) more.push({ action: 'renew', label: 'Renew' });
  if (isLive(listing)) more.push({ action: 'invite', label: RATING_MESSAGES.inviteAction });
  if (listing.status === 'active') more.push({ action: 'deactivate', label: 'Deactivate' });
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={{ xs: 1.5, sm: 2 }} sx={{ p: { xs: 1.5, sm: 2 }, flex: 1 }}>
        <Box sx={photoBox}>
          {listing.photo ? (
            <LazyImage
              src={`${photoPath}${photoVariant(listing.photo, 320)}`}
              alt={name}
              width={320}
              height={240}
              sx={{ borderRadius: 1, aspectRatio: { xs: '1 / 1', sm: '4 / 3' } }}
            />
          ) : (
            <Box
              role="img"
              aria-label={`${name}: no photo yet`}
              sx={{
                borderRadius: 1,
                bgcolor: 'action.hover',
                aspectRatio: { xs: '1 / 1', sm: '4 / 3' },
                display: 'grid',
                placeItems: 'center',
                color: 'text.secondary',
                fontSize: 12,
              }}
            >
              No photo
            </Box>
          )}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mb: 0.75 }}>
            <Chip size="small" label={chip.label} color={chip.color} sx={wrapChip} />
            <Chip size="small" variant="outlined" label={listingTypeLabel(listing.property_type)} />
            {featured && <Chip size="small" color="warning" icon={<Star />} label={featured} sx={wrapChip} />}
            {listing.verification_requested_at && (
              <Chip size="small" color="info" variant="outlined" label={VERIFICATION_REQUESTED} />
            )}
            {more.length > 0 && <MoreActions listing={listing} actions={more} onAction={onAction} />}
          </Stack>
          <Typography
            variant="h3"
            component="h2"
            sx={{ fontSize: { xs: '1rem', sm: '1.1rem' }, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {placeLine(listing)}
          </Typography>
          <ReviewsLink listing={listing} />
          <Typography
            variant="body2"
            sx={{ mt: 0.5, fontWeight: 600, color: lapsed ? 'error.main' : 'text.primary' }}
          >
            {statusLine(listing)}
          </Typography>
          {beds && (
            <Typography
              variant="body2"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
            >
              <Bed fontSize="small" aria-hidden />
              {freeBedsText(listing)}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              Listing ID: {listing.listing_id}
            </Box>
            {listing.monthly_charge_min !== null && (
              <>
                {' · '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {priceOnwards(listing.monthly_charge_min)}
                </Box>
              </>
            )}
          </Typography>
        </Box>
      </Stack>
      <Stack
        direction="row"
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          px: { xs: 1.5, sm: 2 },
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {draft ? (
          <Button component={RouterLink} to={editPath(listing)} variant="contained" size="small">
            Continue
          </Button>
        ) : (
          <>
            {lapsed && (
              <Button variant="contained" size="small" onClick={() => onAction('renew', listing)}>
                Renew
              </Button>
            )}
            {rejected && !lapsed && (
              <Button
                variant="contained"
                size="small"
                disabled={busy}
                onClick={() => onAction('resubmit', listing)}
              >
                {busy ? 'Sending...' : 'Resubmit for review'}
              </Button>
            )}
            {listing.status === 'inactive' && !lapsed && (
              <Button
                variant="contained"
                size="small"
                disabled={busy}
                onClick={() => onAction('activate', listing)}
              >
                {busy ? 'Updating...' : 'Activate'}
              </Button>
            )}
            <Button component={RouterLink} to={editPath(listing)} variant="outlined" size="small">
              Edit
            </Button>
            <Button component={RouterLink} to={viewPath(listing)} variant="outlined" size="small">
              View
            </Button>
            {beds && (
              <Button variant="outlined" size="small" onClick={() => onAction('beds', listing)}>
                Update free beds
              </Button>
            )}
          </>
        )}
        <Button
          variant="text"
          color="error"
          size="small"
          onClick={() => onAction('delete', listing)}
          sx={{ ml: 'auto' }}
        >
          {DELETE_LISTING_MESSAGES.action}
        </Button>
      </Stack>
    </Card>
  );
}
