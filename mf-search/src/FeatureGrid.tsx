import type { Listing } from '@basera/shared';
import { Grid, type GridProps, Stack, Typography } from '@basera/shared/ui';
import { amenityIcon } from './amenity-icons';

export interface Feature {
  id: number;
  name: string;
  icon: string;
}

export const amenitiesOf = (listing: Listing): Feature[] =>
  listing.amenities.map((a) => ({ id: a.id, name: a.amenities_name, icon: a.image }));

export const facilitiesOf = (listing: Listing): Feature[] =>
  listing.facilities.map((f) => ({ id: f.id, name: f.facilities_name, icon: f.image }));

/**
 * Amenities or facilities: icon and name in columns, N/A when there are none. `muted` greys the icons and N/A
 * (in the card's dialog, where the names are what counts).
 */
export function FeatureGrid({
  features,
  size,
  muted = false,
}: {
  features: Feature[];
  size: GridProps['size'];
  muted?: boolean;
}) {
  const tone = muted ? 'text.secondary' : undefined;
  if (features.length === 0) return <Typography color={tone}>N/A</Typography>;
  return (
    <Grid container spacing={1.5}>
      {features.map((feature) => (
        <Grid key={feature.id} size={size}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: tone }}>
            {amenityIcon(feature.icon)}
            <Typography variant="body2" color="text.primary">
              {feature.name}
            </Typography>
          </Stack>
        </Grid>
      ))}
    </Grid>
  );
}
