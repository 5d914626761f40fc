import { LISTING_TYPE_INFO, orNA, rupees } from '@basera/shared';
import { RATING_SECTION_TITLE } from '@basera/shared/rules';
import { Box, Button, Grid, Link, Paper, Stack, Typography } from '@basera/shared/ui';
import { Divider } from '@basera/shared/ui-more';
import { isValidElement, type ReactNode } from 'react';
import { PhoneNumber, SignInToCall } from '../contact/PhoneNumber';
import { amenitiesOf, FeatureGrid, facilitiesOf } from '../FeatureGrid';
import { mapUrl } from '../format';
import { LazyReviews } from '../reviews/LazyReviews';
import {
  affiliationOf,
  askFor,
  BedsTable,
  days,
  distance,
  gateText,
  isMess,
  joined,
  MealTimingsTable,
  money,
  WeeklyMenu,
} from './listing-facts';
import { useIsPreview } from './preview';
import type { DetailListing } from './types';

type Facts = Array<[label: string, value: unknown]>;

function FactGrid({ rows }: { rows: Facts }) {
  return (
    <Grid container spacing={1}>
      {rows.map(([label, value]) => (
        <Grid key={label} size={{ xs: 12, sm: 6 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography>{isValidElement(value) ? value : orNA(value)}</Typography>
        </Grid>
      ))}
    </Grid>
  );
}

/** The listing on OpenStreetMap when it has coordinates, and a link to a full map either way. */
function PlaceMap({ property }: { property: DetailListing }) {
  const { lat, long } = property;
  return (
    <>
      {lat !== null && long !== null && (
        <Box
          component="iframe"
          title={`Map of ${property.accommodation_name}`}
          loading="lazy"
          src={`https://www.openstreetmap.org/export/embed.html?bbox=${long - 0.01},${lat - 0.01},${long + 0.01},${lat + 0.01}&marker=${lat},${long}`}
          sx={{ width: '100%', height: 280, border: 0, borderRadius: 1, mt: 2 }}
        />
      )}
      <Link
        href={mapUrl(property)}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-block', mt: 1 }}
      >
        View on Map
      </Link>
    </>
  );
}

interface DetailSection {
  /** The anchor the section nav scrolls to. */
  id: string;
  /** The nav's label (spec 02 section 2). */
  nav: string;
  title: string | ((property: DetailListing) => string);
  /** Label and value rows (N/A where missing), shown first. */
  facts?: (property: DetailListing) => Facts;
  body?: (property: DetailListing) => ReactNode;
}

/**
 * The owner's first number: tap-to-call, or masked with "Sign in to call" for a visitor; whom to ask for under it
 * when the owner named a contact person.
 */
function MobileNumber({ property }: { property: DetailListing }) {
  const contactPerson = askFor(property);
  return (
    <>
      <PhoneNumber listing={property} phone={property.contact_no_1} />
      {property.contact_hidden && <SignInToCall size="small" sx={{ ml: 1, py: 0 }} />}
      {contactPerson && (
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {contactPerson}
        </Typography>
      )}
    </>
  );
}

const text = (value: unknown) => <Typography sx={{ whiteSpace: 'pre-line' }}>{orNA(value)}</Typography>;

/** The detail screen's sections, in the spec's order: the nav and the sections both come from this list. */
export const SECTIONS: DetailSection[] = [
  { id: 'description', nav: 'Description', title: 'Description', body: (p) => text(p.pg_description) },
  {
    id: 'address',
    nav: 'Address',
    title: 'Address',
    facts: (p) => [
      ['Name', p.accommodation_name],
      ['Locality', p.locality],
      ['Address', p.address_line_1],
      ['Landmark', p.landmark],
      ['Postal code', p.postal_code],
      ['Mobile', p.contact_no_1 && <MobileNumber property={p} />],
      ['State', p.state_name],
      ['City', p.city_name],
    ],
    body: (p) => <PlaceMap property={p} />,
  },
  {
    id: 'room-sharing',
    nav: 'Room Sharing',
    title: (p) => LISTING_TYPE_INFO[p.property_type]?.detailsTitle ?? 'Accommodation Details',
    // A mess has no rooms: who it serves, its cuisines and when meals are served instead.
    facts: (p) =>
      isMess(p)
        ? [
            // The wizard asks a mess for no minimum age: only what it collects, so no standing N/A.
            ['Occupation', p.accommodation_occupation],
            ['Cuisine', joined(p.cuisine)],
          ]
        : [
            ['Occupation', p.accommodation_occupation],
            ['Minimum age for admission', p.minimum_age],
            ['Room sharing', p.room_sharing_status],
            ['Air conditioning', p.room_air_conditioning_status],
            ['Occupancy', p.room_occupation_status],
            ['Toilet facilities', p.toilet_facilities],
            ['Toilet types', p.toilet_types],
            ['Building type', p.building_type],
            ['Total buildings', p.total_buildings],
            ['Total floors', p.total_floors],
            ['Floors of accommodation', p.accommodation_in_floors],
            ['Two-wheeler parking', p.two_wheeler_parking],
            ['Car parking', p.parking_type],
          ],
    body: (p) => (isMess(p) ? <MealTimingsTable listing={p} /> : <BedsTable listing={p} />),
  },
  {
    id: 'pricing',
    nav: 'Pricing',
    title: 'Pricing',
    facts: (p) => [
      ['Monthly charge from', p.monthly_charge_min !== null ? `Rs. ${rupees(p.monthly_charge_min)}` : null],
      ['Price with food', p.price_with_food],
      ['Booking / advance', p.booking_advance_status],
      ['Security deposit', money(p.security_deposit)],
      ['Deposit refund', p.deposit_refund_terms],
      ['Notice period', days(p.notice_period_days)],
      ['Other charges', p.other_charges],
    ],
  },
  {
    id: 'food',
    nav: 'Food',
    title: 'Food',
    // The meals, diet and weekly menu the wizard collects; older listings have only the comma list.
    facts: (p) =>
      p.food_meals.length
        ? [
            ['Meals', joined(p.food_meals)],
            ['Veg / Non-Veg', p.food_type],
          ]
        : [],
    body: (p) =>
      p.food_meals.length ? <WeeklyMenu listing={p} /> : <Typography>{orNA(p.food_served)}</Typography>,
  },
  {
    id: 'amenities',
    nav: 'Amenities',
    title: 'Amenities',
    body: (p) => (
      <>
        <FeatureGrid features={amenitiesOf(p)} size={{ xs: 6, sm: 4 }} />
        <Divider sx={{ my: 2 }} />
        <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
          Facilities
        </Typography>
        <FeatureGrid features={facilitiesOf(p)} size={{ xs: 6, sm: 4 }} />
      </>
    ),
  },
  {
    id: 'others',
    nav: 'Others',
    title: 'Other Details',
    facts: (p) => [
      ['Distance from road', distance(p.distance_in_meters) ?? p.distance_from_road],
      ['Width of nearest road (ft)', p.width_of_nearest_road_ft],
      ['Nearest conveyance', p.nearest_conveying_facilities],
      ['Water availability', p.water_availability],
      ['Electricity', p.electricity_status],
      ['Affiliated', p.affiliated],
      // Whole here (the side box cuts it at 25 characters); only a place that says it is affiliated has one.
      ...(affiliationOf(p) ? ([['Affiliation details', affiliationOf(p)]] as Facts) : []),
    ],
    body: (p) => (
      <>
        <Typography variant="h4" component="h3" sx={{ mt: 2.5, mb: 1 }}>
          House rules
        </Typography>
        <FactGrid
          rows={[
            ['Gate closes at', gateText(p)],
            ['Visitors', p.visitors_allowed],
            ['Smoking', p.smoking_allowed],
            ['Drinking', p.drinking_allowed],
            ['Pets', p.pets_allowed],
          ]}
        />
      </>
    ),
  },
  {
    // Issue 32: the reviews of people who visited or stayed. Last: far below the first screen, so its code and
    // its request wait until the seeker comes near it.
    id: 'reviews',
    nav: RATING_SECTION_TITLE,
    title: RATING_SECTION_TITLE,
    body: (p) => <LazyReviews property={p} />,
  },
];

/** Where the section links stick: under the site's header (64 px), or at the top of the preview's dialog. */
export const sectionNavTop = (preview: boolean) => (preview ? 0 : 64);
/** The section links' row with its margin: what sticks below it (the contact box) keeps clear of it. */
export const SECTION_NAV_HEIGHT = 56;

/**
 * The sticky row of section links (tab links of spec 02 section 2): each scrolls to its section. One row at every
 * width, scrolled sideways on a phone (it wrapped to two rows there, about 150 px of a small screen).
 */
export function SectionNav() {
  const preview = useIsPreview();
  return (
    <Stack
      component="nav"
      aria-label="Sections"
      direction="row"
      data-testid="section-nav"
      sx={{
        my: 2,
        gap: 1,
        flexWrap: 'nowrap',
        overflowX: 'auto',
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
        position: 'sticky',
        top: sectionNavTop(preview),
        zIndex: 2,
        bgcolor: 'background.default',
        // Room for the focus ring (3 px outside a 2 px offset), which the scrolling row would otherwise clip.
        py: 1,
        px: 0.75,
        mx: -0.75,
      }}
    >
      {SECTIONS.map((section) => (
        <Button
          key={section.id}
          size="small"
          variant="outlined"
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          onClick={() => document.getElementById(section.id)?.scrollIntoView({ behavior: 'smooth' })}
        >
          {section.nav}
        </Button>
      ))}
    </Stack>
  );
}

/** Every section of the listing, one outlined block each. */
export function DetailSections({ property }: { property: DetailListing }) {
  // A section scrolled to stops below the header and the sticky section links, not under them (80 px hid the
  // first 40 px of each section, its title included, on the page).
  const scrollMarginTop = sectionNavTop(useIsPreview()) + SECTION_NAV_HEIGHT + 8;
  return (
    <Stack spacing={2}>
      {SECTIONS.map((section) => (
        <Paper
          key={section.id}
          id={section.id}
          variant="outlined"
          component="section"
          sx={{ p: { xs: 2, md: 3 }, scrollMarginTop }}
        >
          <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
            {typeof section.title === 'string' ? section.title : section.title(property)}
          </Typography>
          {section.facts && section.facts(property).length > 0 && <FactGrid rows={section.facts(property)} />}
          {section.body?.(property)}
        </Paper>
      ))}
    </Stack>
  );
}
