import { Box, Container, Grid, Typography, useMediaQuery } from '@basera/shared/ui';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { PhotoGallery } from '../PhotoGallery';
import { ContactBox } from './ContactBox';
import { DetailHeading } from './DetailHeading';
import { DetailSections, SectionNav } from './DetailSections';
import { PhoneActionBar } from './PhoneActionBar';
import { PreviewContext } from './preview';
import type { DetailListing } from './types';

/** What the preview says above the listing: why its buttons do nothing. */
export const PREVIEW_NOTE = 'Buttons do nothing in a preview: seekers can use them once the listing is live.';

/**
 * A listing as a seeker sees it: gallery, heading, section links, sections and the owner's box (first on a
 * phone), and below md the bottom bar to call, write or shortlist. The detail page shows it; the owner's preview
 * (`preview`) shows the same, with every button disabled (a disabled fieldset: they keep their look and stay
 * readable to a screen reader) and the numbers as text, so nothing is sent, counted or called from it.
 * `children` come first inside the page's column (the owner's notice on the detail page).
 */
export function ListingBody({
  property,
  photoPath,
  preview = false,
  children,
}: {
  property: DetailListing;
  photoPath: string;
  preview?: boolean;
  children?: ReactNode;
}) {
  // Below md the owner's box is not beside the page: calling and shortlisting move to a bar at the bottom.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const images = property.photos.map((file) => `${photoPath}${file}`);
  const body = (
    <>
      <Container maxWidth="xl" sx={{ py: preview ? 2 : 3 }}>
        {children}
        <PhotoGallery images={images} title={property.accommodation_name} layout="page" />
        <DetailHeading property={property} shortlist={!phone} />
        <SectionNav />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <DetailSections property={property} />
          </Grid>
          {/* On phones the owner's numbers come first: calling is what a seeker does next. */}
          <Grid size={{ xs: 12, lg: 4 }} sx={{ order: { xs: -1, lg: 0 } }}>
            <ContactBox property={property} />
          </Grid>
        </Grid>
      </Container>
      {phone && <PhoneActionBar property={property} />}
    </>
  );
  if (!preview) return body;
  return (
    <PreviewContext value>
      <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
        {PREVIEW_NOTE}
      </Typography>
      <Box
        component="fieldset"
        disabled
        aria-label={`Preview of ${property.accommodation_name}`}
        sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
      >
        {body}
      </Box>
    </PreviewContext>
  );
}
