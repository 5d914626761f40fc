import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import type { CardBlock, PropertyType } from '../content-api';
import { SectionHeading } from './SectionHeading';

export interface TypeCard {
  to: string;
  label: string;
  type: PropertyType;
  file: 'hostel_file' | 'pg_file' | 'room_file' | 'mess_file';
}

export const SEARCH_CARDS: TypeCard[] = [
  { to: '/search_hostel', label: 'Search Hostel Sharing', type: 'Hostel', file: 'hostel_file' },
  { to: '/search_pg', label: 'Search PG Sharing', type: 'PG', file: 'pg_file' },
  { to: '/search_room', label: 'Search Room Sharing', type: 'Room', file: 'room_file' },
  { to: '/search_mess', label: 'Search Mess Sharing', type: 'Mess', file: 'mess_file' },
];

export const LIST_CARDS: TypeCard[] = [
  { to: '/user/hostel', label: 'List your Hostel', type: 'Hostel', file: 'hostel_file' },
  { to: '/user/mess', label: 'List your Mess', type: 'Mess', file: 'mess_file' },
  { to: '/user/pg', label: 'List your PG', type: 'PG', file: 'pg_file' },
  { to: '/user/room', label: 'List your Room', type: 'Room', file: 'room_file' },
];

export const listingsLabel = (count: number) => `${count} ${count === 1 ? 'Listing' : 'Listings'}`;

/**
 * What-we-offer and list-your-property: four cards, each with its picture and the number of active listings
 * of its type (the spec's fixed "100 Listings" / "200 Listings" become real counts).
 */
export function TypeCards({
  cards,
  block,
  fallbackHeading,
  counts,
}: {
  cards: TypeCard[];
  block?: CardBlock;
  fallbackHeading: string;
  counts?: Partial<Record<PropertyType, number>>;
}) {
  return (
    <Box component="section" sx={{ py: { xs: 4, md: 7 } }}>
      <SectionHeading
        eyebrow={block?.text_one ?? fallbackHeading}
        heading={block?.text_two ?? fallbackHeading}
        description={block?.description}
      />
      <Grid container spacing={{ xs: 1.5, sm: 2, md: 3 }}>
        {cards.map((card) => {
          const picture = block?.[card.file];
          const count = counts?.[card.type];
          return (
            <Grid key={card.to} size={{ xs: 6, lg: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={card.to} sx={{ height: '100%' }}>
                  {picture && (
                    <Box
                      component="img"
                      src={picture}
                      alt=""
                      width={600}
                      height={400}
                      loading="lazy"
                      sx={{
                        display: 'block',
                        width: '100%',
                        height: 'auto',
                        aspectRatio: '3 / 2',
                        objectFit: 'cover',
                      }}
                    />
                  )}
                  <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
                    <Typography variant="h3" component="h3" sx={{ fontSize: { xs: '1rem', sm: '1.15rem' } }}>
                      {card.label}
                    </Typography>
                    {count !== undefined && (
                      <Typography variant="body2" color="primary" sx={{ fontWeight: 600, mt: 0.5 }}>
                        {listingsLabel(count)}
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
