import {
  cutChars,
  formatDate,
  type Listing,
  type ListingCardProps,
  listingTypeLabel,
  orNA,
  placeLine,
} from '@basera/shared';
import { RatingBadge } from '@basera/shared/ratings';
import { Link as RouterLink, useNavigate } from '@basera/shared/router';
import { Box, Button, Card, Grid, Link, Stack, Typography, useMediaQuery } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import Bed from '@mui/icons-material/Bed';
import MapIcon from '@mui/icons-material/Map';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import PlaceIcon from '@mui/icons-material/Place';
import type { Theme } from '@mui/material/styles';
import { Fragment, isValidElement, type MouseEvent, useState } from 'react';
import { CARD_PHOTO_RATIO } from './card-layout';
import { ContactScope } from './contact/ContactScope';
import { EnquiryMenu } from './contact/EnquiryMenu';
import { PhoneNumber, SignInToCall } from './contact/PhoneNumber';
import { cardBedsText } from './details/listing-facts';
import { FeatureDialog } from './FeatureDialog';
import { FeaturedBadge } from './FeaturedBadge';
import { amenitiesOf, facilitiesOf } from './FeatureGrid';
import { depositText, distanceFrom, mapUrl, monthlyCharge, photoUrl, rentParts } from './format';
import { PhotoGallery } from './PhotoGallery';
import { PLACEHOLDER_PHOTO } from './placeholder';
import { ShareButton } from './share/ShareButton';
import { VerifiedBadge } from './VerifiedBadge';
import { WishlistButton } from './WishlistButton';

/** One labelled fact. Plain elements: a results page shows ten cards of them. */
function Fact({ label, value, wide = false }: { label: string; value: unknown; wide?: boolean }) {
  return (
    <div className={wide ? 'fact-wide' : undefined}>
      <span className="fact-label">{label}: </span>
      {isValidElement(value) ? value : orNA(value)}
    </div>
  );
}

/**
 * The owner's numbers: tap-to-call links for a signed-in user, masked for a visitor with "Sign in to call" (on
 * a line of its own then, so the button is never cut off).
 */
function ContactNumbers({ listing }: { listing: Listing }) {
  const phones = [listing.contact_no_1, listing.contact_no_2].filter(Boolean) as string[];
  if (!phones.length) return null;
  return (
    <>
      {phones.map((phone, i) => (
        <span key={`${i}:${phone}`}>
          {i > 0 && ', '}
          <PhoneNumber listing={listing} phone={phone} />
        </span>
      ))}
      {listing.contact_hidden && <SignInToCall size="small" sx={{ ml: 1, py: 0 }} />}
    </>
  );
}

/** What a seeker judges a place by, on every card: who it is for, its rooms and its food. */
const keyFacts = (listing: Listing): Array<[string, unknown]> => [
  ['For', listing.accommodation_occupation],
  ['Rooms', listing.room_air_conditioning_status],
  ['Food', listing.food_served],
];

/**
 * The rest of spec 02 section 2's facts, on wide screens only: on a phone they made the card about 730 px tall,
 * and the detail page (one tap away) has them all, the numbers as tap-to-call links.
 */
const moreFacts = (listing: Listing): Array<[string, unknown, boolean?]> => [
  [
    'Contact',
    listing.contact_no_1 || listing.contact_no_2 ? <ContactNumbers listing={listing} /> : null,
    listing.contact_hidden,
  ],
  ['Affiliation', cutChars(listing.affiliation_details, 25)],
];

const distanceIcon = {
  fontSize: '1rem',
  color: 'primary.main',
  verticalAlign: 'text-bottom',
  mr: 0.5,
} as const;

/** The heart's look (WishlistButton), for the button beside it. */
const onPhoto = {
  color: 'text.secondary',
  bgcolor: 'background.paper',
  '&:hover': { bgcolor: 'background.paper' },
} as const;

const overPhoto = {
  position: 'absolute',
  bgcolor: 'rgba(0,0,0,.6)',
  color: '#fff',
  '& .MuiChip-icon': { color: '#fff' },
} as const;

/** What keeps its own action inside a card: the heart, the menu, contact and feature buttons, links, fields. */
const OWN_ACTION =
  'a, button, input, select, textarea, label, [role="button"], [role="menuitem"], [role="checkbox"], [role="link"]';

/** The element of the card (not above it) that keeps its own action, if the click began in one. */
function ownAction(card: HTMLElement, target: Element): Element | null {
  const hit = target.closest(OWN_ACTION);
  return hit && card.contains(hit) ? hit : null;
}

/**
 * Whether a click on the card opens the listing: not on something with its own action, not in a dialog or menu
 * of the card (portals: their clicks reach the card through React only), not the end of selecting words.
 */
function opensListing(event: MouseEvent<HTMLElement>, photosOwnClicks: boolean): boolean {
  const card = event.currentTarget;
  const target = event.target as Element;
  if (event.defaultPrevented || !card.contains(target) || ownAction(card, target)) return false;
  // Wide screens: the photos and thumbnails open the lightbox.
  if (photosOwnClicks && target.closest('[data-card-photos] img')) return false;
  return !window.getSelection()?.toString();
}

/**
 * One result: photo with count, the "more" menu (ask the owner, book a visit), Share and the shortlist heart,
 * type, gender and free beds, name, place, key facts, price, and the ways on (details, map). Wide screens add
 * the thumbnails, contact, affiliation, posted date, listing id and the amenity and facility dialogs (spec 02
 * section 2). The results page holds the contact dialog (ContactScope); a card shown elsewhere brings its own.
 */
export default function ListingCard(props: ListingCardProps) {
  return (
    <ContactScope>
      <ResultCard {...props} />
    </ContactScope>
  );
}

function ResultCard({ listing, photoPath, galleryPaths, priority = false, nearName }: ListingCardProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const navigate = useNavigate();
  const detailPath = `/pgdetails/${listing.propty_id}`;
  // The whole card opens the listing; a keyboard reaches it once, on the name (the card's one link).
  const openListing = (event: MouseEvent<HTMLElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) window.open(detailPath, '_blank', 'noopener');
    else navigate(detailPath);
  };
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if (opensListing(event, wide)) openListing(event);
  };
  // A phone's card has one photo and no thumbnails: a tap on it opens the listing (the detail page has the
  // gallery), before the photo's own click would open the lightbox.
  const onPhotoClickCapture = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    if (wide || ownAction(event.currentTarget, target) || !target.closest('img')) return;
    event.stopPropagation();
    openListing(event);
  };
  const rents = rentParts(listing.beds);
  const deposit = depositText(listing.security_deposit);
  const distance = distanceFrom(listing.distance_km, nearName);
  const [shown, setShown] = useState<string | null>(null);
  // A result page has ten cards: their dialogs mount on the first open only, not as twenty closed dialogs.
  const [opened, setOpened] = useState<string[]>([]);
  const open = (title: string) => {
    setShown(title);
    setOpened((titles) => (titles.includes(title) ? titles : [...titles, title]));
  };
  const bedsText = cardBedsText(listing);
  const images = [
    photoUrl(photoPath, listing.photo) ?? PLACEHOLDER_PHOTO,
    ...listing.gallery.map((file) => `${galleryPaths}${file}`),
  ];
  const features = [
    { title: 'Amenities', list: amenitiesOf(listing) },
    { title: 'Facilities', list: facilitiesOf(listing) },
  ];

  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={listing.accommodation_name}
      onClick={onCardClick}
      sx={{ cursor: 'pointer', '&:hover': { borderColor: 'primary.main' } }}
    >
      <Grid container>
        <Grid size={{ xs: 12, md: 5 }} sx={{ p: 1.5 }} data-card-photos onClickCapture={onPhotoClickCapture}>
          <PhotoGallery
            images={images}
            title={listing.accommodation_name}
            layout="card"
            priority={priority}
            thumbnails={wide}
            ratio={CARD_PHOTO_RATIO}
          >
            <Chip
              icon={<PhotoLibrary />}
              label={`${images.length} Photos`}
              size="small"
              sx={{ ...overPhoto, left: 8, bottom: 8 }}
            />
            {/*
              Over the photo, where a seeker looks first: the chips' row (and the card's height) stays as it was,
              whether the listing has a mark or not. Featured beside Verified, left of the round buttons.
            */}
            {(listing.verified || listing.featured) && (
              // Left of the three round buttons (3 x 40 px + 2 gaps + margins = 152 px): on a 360 px phone both
              // marks take two lines rather than run under the buttons.
              <Stack
                direction="row"
                sx={{ position: 'absolute', left: 8, top: 8, right: 152, flexWrap: 'wrap', gap: 0.75 }}
              >
                {listing.verified && <VerifiedBadge />}
                {listing.featured && <FeaturedBadge />}
              </Stack>
            )}
            {/*
              The reviews' average and count ("4.3 ★ (27)"), over the photo's lower right corner like the photo
              count on the left: the card's height is the same with reviews or without.
            */}
            <RatingBadge
              average={listing.rating_avg}
              count={listing.rating_count}
              sx={{ position: 'absolute', right: 8, bottom: 8, boxShadow: 1 }}
            />
            {/* Over the photo, beside the heart: the card's height on a phone stays as it was. */}
            <Stack direction="row" spacing={1} sx={{ position: 'absolute', right: 8, top: 8 }}>
              <EnquiryMenu
                target={{ propertyId: listing.propty_id, name: listing.accommodation_name }}
                sx={onPhoto}
              />
              <ShareButton listing={listing} icon sx={onPhoto} />
              <WishlistButton propertyId={listing.propty_id} initial={listing.is_wishlisted} />
            </Stack>
          </PhotoGallery>
        </Grid>
        <Grid
          size={{ xs: 12, md: 7 }}
          sx={{ px: { xs: 1.5, md: 2 }, pt: { xs: 0, md: 2 }, pb: { xs: 1.5, md: 2 } }}
        >
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            <Chip label={listingTypeLabel(listing.property_type)} size="small" color="secondary" />
            {listing.accommodation_gender && (
              <Chip label={listing.accommodation_gender} size="small" variant="outlined" />
            )}
            {bedsText && (
              <Chip
                icon={<Bed />}
                label={bedsText}
                size="small"
                variant="outlined"
                color={listing.free_beds_now > 0 ? 'success' : 'info'}
              />
            )}
          </Stack>
          <Typography
            variant="h3"
            component="h2"
            sx={{
              mt: 0.75,
              fontSize: { xs: '1.125rem', md: '1.375rem' },
              // Two lines at most: a long name must not push the price and the buttons down.
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            <Link
              component={RouterLink}
              to={detailPath}
              color="inherit"
              underline="hover"
              sx={{ '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
            >
              {listing.accommodation_name}
            </Link>
          </Typography>
          {distance && !wide ? (
            // A phone's card near a place: the distance and the locality on the place line's one line (the
            // street is on the detail page), so the card is no taller than without a distance.
            <Typography variant="body2" noWrap title={`${distance} · ${placeLine(listing)}`}>
              <PlaceIcon sx={distanceIcon} aria-hidden />
              <Box component="span" data-testid="card-distance" sx={{ fontWeight: 600 }}>
                {distance}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {` · ${listing.locality}`}
              </Box>
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" noWrap title={placeLine(listing)}>
                {placeLine(listing)}
              </Typography>
              {distance && (
                <Typography variant="body2" noWrap title={distance} sx={{ fontWeight: 600 }}>
                  <PlaceIcon sx={distanceIcon} aria-hidden />
                  <span data-testid="card-distance">{distance}</span>
                </Typography>
              )}
            </>
          )}
          <Box
            sx={(theme) => ({
              ...theme.typography.body2,
              mt: 1,
              display: 'grid',
              // Who it is for on its own line, rooms and food side by side: each fact one line, cut with an
              // ellipsis, so the card's height does not depend on the listing's words.
              gridTemplateColumns: '1fr 1fr',
              columnGap: 1,
              '& > div': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
              '& > div:first-of-type, & > .fact-wide': { gridColumn: '1 / -1' },
              '& .fact-label': { color: 'text.secondary' },
            })}
          >
            {[...keyFacts(listing), ...(wide ? moreFacts(listing) : [])].map(([label, value, full]) => (
              <Fact key={label} label={label} value={value} wide={full} />
            ))}
          </Box>
          {wide && (
            <>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                Posted: {formatDate(listing.post_created_at, 'N/A')} · Listing ID: {listing.listing_id}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                {features.map(({ title, list }) => (
                  <Button key={title} size="small" variant="text" onClick={() => open(title)}>
                    {title} ({list.length})
                  </Button>
                ))}
              </Stack>
            </>
          )}
          {/*
            Rent per sharing kind (the monthly charge when no bed row has a rent), then the deposit, in one flow:
            each kind's price and the deposit stay whole (lakhs included) and wrap as a whole, so on a 360 px phone
            the block is one line or two, whatever the listing.
          */}
          <Typography
            component="p"
            sx={{
              my: 1,
              fontSize: { xs: '0.875rem', md: '1rem' },
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'baseline',
              columnGap: 1.5,
              '& .whole': { whiteSpace: 'nowrap' },
            }}
          >
            <Box component="span" data-testid="card-price" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {rents.length
                ? rents.map((part, i) => (
                    <Fragment key={part}>
                      {i > 0 && ' · '}
                      <span className="whole">{part}</span>
                    </Fragment>
                  ))
                : monthlyCharge(listing.monthly_charge_min)}
            </Box>
            {deposit && (
              <>
                {' '}
                <Box
                  component="span"
                  data-testid="card-deposit"
                  className="whole"
                  sx={{ color: 'text.secondary', fontSize: '0.875rem' }}
                >
                  {deposit}
                </Box>
              </>
            )}
          </Typography>
          <Stack direction="row" spacing={1}>
            {/* The name is the card's link for a keyboard; this button is the same link for the eye. */}
            <Button component={RouterLink} to={detailPath} variant="contained" tabIndex={-1}>
              View Details
            </Button>
            <Button
              component={Link}
              href={mapUrl(listing)}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              startIcon={<MapIcon />}
            >
              View on Map
            </Button>
          </Stack>
        </Grid>
      </Grid>
      {features
        .filter(({ title }) => opened.includes(title))
        .map(({ title, list }) => (
          <FeatureDialog
            key={title}
            title={title}
            features={list}
            open={shown === title}
            onClose={() => setShown(null)}
          />
        ))}
    </Card>
  );
}
