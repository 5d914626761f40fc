import { type DashboardListing, formatDate, listingTypeLabel } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Button, Typography } from '@basera/shared/ui';
import { AddListingMenu } from '../own-listings/AddListing';
import { endsText, DASHBOARD_TEXT as T } from './model';
import { Empty, Section } from './Section';

/** One listing with what it needs (renew, finish) as a button to where that is done. */
function ListingRow({ listing, when, action }: { listing: DashboardListing; when: string; action: string }) {
  return (
    <Box
      component="li"
      aria-label={listing.listing_name}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0.5 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap title={listing.listing_name}>
          {listing.listing_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {listingTypeLabel(listing.listing_type)} · {when}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={listing.href}
        variant="outlined"
        size="small"
        aria-label={`${action} ${listing.listing_name}`}
        sx={{ minHeight: 40, flexShrink: 0 }}
      >
        {action}
      </Button>
    </Box>
  );
}

const listSx = { m: 0, p: 0, listStyle: 'none' } as const;

/** Live listings whose subscription runs out soon, each with Renew. */
export function ExpiringSoon({ listings, now = new Date() }: { listings: DashboardListing[]; now?: Date }) {
  return (
    <Section title={T.expiring} count={listings.length}>
      {listings.length === 0 ? (
        <Empty text={T.noExpiring} />
      ) : (
        <Box component="ul" aria-label={T.expiring} sx={listSx}>
          {listings.map((listing) => (
            <ListingRow
              key={listing.property_id}
              listing={listing}
              when={`${endsText(listing.date, now)} (${formatDate(listing.date)})`}
              action="Renew"
            />
          ))}
        </Box>
      )}
    </Section>
  );
}

/** Listings not yet finished, the last worked on first, each with Continue (the wizard). */
export function Drafts({ listings }: { listings: DashboardListing[] }) {
  return (
    <Section
      title={T.drafts}
      count={listings.length}
      action={listings.length === 0 ? <AddListingMenu /> : null}
    >
      {listings.length === 0 ? (
        <Empty text={T.noDrafts} />
      ) : (
        <Box component="ul" aria-label={T.drafts} sx={listSx}>
          {listings.map((listing) => (
            <ListingRow
              key={listing.property_id}
              listing={listing}
              when={`Last changed ${formatDate(listing.date)}`}
              action="Continue"
            />
          ))}
        </Box>
      )}
    </Section>
  );
}
