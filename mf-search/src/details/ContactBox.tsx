import { freeBedsText, orNA, toEmbedUrl } from '@basera/shared';
import { Box, Link, Paper, Stack, Typography } from '@basera/shared/ui';
import type { ReactNode } from 'react';
import type { DetailListing } from './types';

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {children}
    </div>
  );
}

/** The sticky side box: listing id, the owner's numbers, gender, occupation and the listing's video. */
export function ContactBox({ property }: { property: DetailListing }) {
  const video = toEmbedUrl(property.video_link);
  const phones = [property.contact_no_1, property.contact_no_2].filter(Boolean) as string[];
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, position: { lg: 'sticky' }, top: { lg: 120 } }}
      aria-label="Contact the owner"
    >
      <Labelled label="Listing ID">
        <Typography sx={{ fontWeight: 700, mb: 2 }}>{property.listing_id}</Typography>
      </Labelled>
      {property.property_type !== 'Mess' && (
        <Labelled label="Beds">
          <Typography
            sx={{
              fontWeight: 700,
              mb: 2,
              color: property.free_beds_now > 0 ? 'success.main' : 'text.primary',
            }}
          >
            {freeBedsText(property)}
          </Typography>
        </Labelled>
      )}
      <Labelled label="Contact">
        {phones.map((phone, i) => (
          <Link key={`${i}:${phone}`} href={`tel:${phone}`} sx={{ display: 'block', fontWeight: 700 }}>
            {phone}
          </Link>
        ))}
      </Labelled>
      <Stack direction="row" spacing={3} sx={{ my: 2 }}>
        <Labelled label="Gender">
          <Typography>{orNA(property.accommodation_gender)}</Typography>
        </Labelled>
        <Labelled label="Occupation">
          <Typography>{orNA(property.accommodation_occupation)}</Typography>
        </Labelled>
      </Stack>
      {video && (
        <Box
          component="iframe"
          title={`Video of ${property.accommodation_name}`}
          src={video}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1 }}
        />
      )}
    </Paper>
  );
}
