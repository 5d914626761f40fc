import type { ListingLeadStats } from '@basera/shared';
import type { LeadStatus } from '@basera/shared/rules';
import { Box } from '@basera/shared/ui';
import { Tab, Tabs } from '@basera/shared/ui-extra';
import { TextField } from '@basera/shared/ui-more';
import { STATUS_TABS } from './model';

const ALL = 'all';

/**
 * The status tabs (All, New, Answered, Visit booked), scrollable on a phone, and the listing filter: a native
 * select (the phone's own picker) of the Lister's listings, "All listings" first. Shown with two or more
 * listings, or while a listing is chosen (a tap on its card): with one and none chosen it could only say "All".
 */
export function LeadFilters({
  status,
  listing,
  listings,
  onStatus,
  onListing,
}: {
  status: LeadStatus | null;
  listing: number | null;
  listings: ListingLeadStats[];
  onStatus: (status: LeadStatus | null) => void;
  onListing: (listing: number | null) => void;
}) {
  // A listing in the address that the stats do not know (deleted, or another's) still shows as chosen.
  const known = listing === null || listings.some((item) => item.property_id === listing);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: { xs: 1.5, sm: 2 },
        borderBottom: 1,
        borderColor: 'divider',
        pb: { xs: 1.5, sm: 0 },
      }}
    >
      <Tabs
        value={status ?? ALL}
        onChange={(_, value: string) => onStatus(value === ALL ? null : (value as LeadStatus))}
        aria-label="Lead status"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ flex: 1, minWidth: 0 }}
      >
        {STATUS_TABS.map((tab) => (
          <Tab key={tab.label} value={tab.value ?? ALL} label={tab.label} />
        ))}
      </Tabs>
      {(listings.length > 1 || listing !== null) && (
        <TextField
          select
          size="small"
          label="Listing"
          value={listing === null ? '' : String(listing)}
          onChange={(event) => onListing(event.target.value ? Number(event.target.value) : null)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0, mb: { sm: 0.5 } }}
        >
          <option value="">All listings</option>
          {listings.map((item) => (
            <option key={item.property_id} value={item.property_id}>
              {item.listing_name}
            </option>
          ))}
          {!known && <option value={listing}>Listing {listing}</option>}
        </TextField>
      )}
    </Box>
  );
}
