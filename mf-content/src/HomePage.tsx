import { usePageMeta } from '@basera/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

export const SEARCH_CARDS = [
  { to: '/search_hostel', label: 'Search Hostel Sharing' },
  { to: '/search_pg', label: 'Search PG Sharing' },
  { to: '/search_room', label: 'Search Room Sharing' },
  { to: '/search_mess', label: 'Search Mess Sharing' },
];

export const LIST_CARDS = [
  { to: '/user/hostel', label: 'List your Hostel' },
  { to: '/user/mess', label: 'List your Mess' },
  { to: '/user/pg', label: 'List your PG' },
  { to: '/user/room', label: 'List your Room' },
];

function CardRow({ heading, cards }: { heading: string; cards: typeof SEARCH_CARDS }) {
  return (
    <Box component="section" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h2" sx={{ mb: 3, textAlign: 'center' }}>
        {heading}
      </Typography>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.to} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={card.to} sx={{ p: 3, height: '100%' }}>
                <Typography variant="h3" component="h3">
                  {card.label}
                </Typography>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/** Home (/ and /home). The sections fed by /get-home arrive with the content issue. */
export default function HomePage() {
  usePageMeta(
    null,
    'Find PG rooms, hostels, mess services and room sharing across India, or list your own for free.',
  );
  return (
    <Box>
      <Box
        component="section"
        sx={{
          color: '#fff',
          py: { xs: 6, md: 10 },
          background: 'linear-gradient(120deg, #1e3a5f 0%, #c2410c 100%)',
        }}
      >
        <Container maxWidth="xl">
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 720 }}>
            Find your PG, hostel, mess or shared room
          </Typography>
          <Typography sx={{ mt: 2, mb: 3, maxWidth: 640, opacity: 0.9 }}>
            Compare verified listings across India, shortlist the ones you like and contact owners directly.
          </Typography>
          <Button
            component={Link}
            to="/list"
            variant="contained"
            color="inherit"
            sx={{ color: 'secondary.main' }}
          >
            Browse all listings
          </Button>
        </Container>
      </Box>
      <Container maxWidth="xl">
        <CardRow heading="What We Offer" cards={SEARCH_CARDS} />
        <CardRow heading="List Your Property" cards={LIST_CARDS} />
      </Container>
    </Box>
  );
}
