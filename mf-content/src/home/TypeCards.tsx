import { LISTING_TYPE_INFO, type ListingType } from '@basera/shared';
import { Link } from '@basera/shared/router';
import { Box, Card, CardActionArea, Grid, Skeleton, Typography } from '@basera/shared/ui';
import { ContentImage } from '../ContentImage';
import type { CardBlock, TypePictureKey } from '../content-api';
import { SectionHeading } from './SectionHeading';
import { HeadingSkeleton } from './skeletons';

export interface TypeCard {
  to: string;
  label: string;
  type: ListingType;
  file: TypePictureKey;
}

/** A card of one listing type: its route and picture follow the type's route segment (`pg`: `pg_file`). */
const typeCard = (type: ListingType, route: '/search_' | '/user/', label: string): TypeCard => {
  const { slug } = LISTING_TYPE_INFO[type];
  return { to: `${route}${slug}`, label, type, file: `${slug}_file` as TypePictureKey };
};

/** What we offer: the results of each type (/search_pg), in the spec's order. */
export const SEARCH_CARDS = (['Hostel', 'PG', 'Room', 'Mess'] as const).map((type) =>
  typeCard(type, '/search_', `Search ${type} Sharing`),
);

/** List your property: the listing wizard of each type (/user/pg), in the spec's order. */
export const LIST_CARDS = (['Hostel', 'Mess', 'PG', 'Room'] as const).map((type) =>
  typeCard(type, '/user/', `List your ${type}`),
);

export const listingsLabel = (count: number) => `${count} ${count === 1 ? 'Listing' : 'Listings'}`;

/**
 * What-we-offer and list-your-property: four cards, each with its picture and the number of active listings
 * of its type (the spec's fixed "100 Listings" / "200 Listings" become real counts). While the home data loads,
 * the cards are there with their pictures' and counts' places kept, under a placeholder heading.
 */
export function TypeCards({
  cards,
  block,
  fallbackHeading,
  counts,
  loading = false,
}: {
  cards: TypeCard[];
  block?: CardBlock;
  fallbackHeading: string;
  counts?: Partial<Record<ListingType, number>>;
  loading?: boolean;
}) {
  return (
    <Box component="section" aria-busy={loading} sx={{ py: { xs: 4, md: 7 } }}>
      {loading ? (
        <HeadingSkeleton description />
      ) : (
        <SectionHeading
          eyebrow={block?.text_one ?? fallbackHeading}
          heading={block?.text_two ?? fallbackHeading}
          description={block?.description}
        />
      )}
      <Grid container spacing={{ xs: 1.5, sm: 2, md: 3 }}>
        {cards.map((card) => {
          const count = counts?.[card.type];
          return (
            <Grid key={card.to} size={{ xs: 6, lg: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={card.to} sx={{ height: '100%' }}>
                  <ContentImage
                    src={block?.[card.file]}
                    width={600}
                    height={400}
                    sizes="(min-width: 992px) 25vw, 50vw"
                    reserve
                  />
                  <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
                    <Typography variant="h3" component="h3" sx={{ fontSize: { xs: '1rem', sm: '1.15rem' } }}>
                      {card.label}
                    </Typography>
                    {(count !== undefined || loading) && (
                      <Typography variant="body2" color="primary" sx={{ fontWeight: 600, mt: 0.5 }}>
                        {count !== undefined ? listingsLabel(count) : <Skeleton sx={{ width: '60%' }} />}
                      </Typography>
                    )}
                  </Box>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}
