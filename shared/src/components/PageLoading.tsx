import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { bootPicture } from '../boot';
import { CARD_GRID_CELL, LANDING_FACTS_HEIGHT, PAGE_MIN_HEIGHT, RESULTS_BAR_HEIGHT } from '../layout';
import { BannerPlaceholder } from './BannerPlaceholder';
import { PageHeaderFrame } from './PageHeader';

// Loading frames in the shape of the pages they stand for. Where index.html painted a page's largest picture
// before any script (shared/build/index.html), its frame shows that picture in the same place and from the same
// download, so it stays on screen from the first paint to the page's own render.

const flat = { transform: 'none' } as const;

/**
 * The place of a page's largest picture while the page loads: the picture index.html painted for this page, or
 * a skeleton of the same box.
 */
export function PictureSlot({ sx }: { sx?: SxProps<Theme> }) {
  const picture = bootPicture();
  const box = [
    { display: 'block', width: '100%', height: '100%', borderRadius: 1 },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  if (!picture) return <Skeleton variant="rounded" sx={[flat, ...box]} />;
  return (
    <Box
      component="img"
      data-testid="boot-picture"
      src={picture.src}
      srcSet={picture.srcSet || undefined}
      sizes={picture.srcSet ? picture.sizes : undefined}
      alt=""
      sx={[{ objectFit: 'cover' }, ...box]}
    />
  );
}

/**
 * A listing's detail page while it loads (PropertyDetailPage): the title band, the gallery in its final grid (a
 * large photo and three small ones, 420 px high from md) and the heading lines. `titleBand={false}` is the body
 * alone (the owner's preview in a dialog, which has its own title).
 */
export function DetailPageFrame({ titleBand = true }: { titleBand?: boolean }) {
  return (
    <>
      {titleBand && <PageHeaderFrame title={bootPicture()?.title} />}
      <Container maxWidth="xl" sx={{ py: 3 }}>
        <Grid container spacing={1}>
          <Grid
            size={{ xs: 12, md: 8 }}
            sx={{ aspectRatio: { xs: '3 / 2', md: 'auto' }, height: { md: 420 } }}
          >
            <PictureSlot />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack direction={{ xs: 'row', md: 'column' }} spacing={1} sx={{ height: { md: 420 } }}>
              {[1, 2, 3].map((n) => (
                <Skeleton
                  key={n}
                  variant="rounded"
                  sx={{
                    ...flat,
                    flex: 1,
                    aspectRatio: { xs: '3 / 2', md: 'auto' },
                    height: { xs: 'auto', md: '100%' },
                  }}
                />
              ))}
            </Stack>
          </Grid>
        </Grid>
        <Skeleton variant="text" sx={{ mt: 3, fontSize: '2rem', width: { xs: '80%', md: '40%' } }} />
        <Skeleton variant="text" sx={{ width: { xs: '90%', md: '50%' } }} />
        <Skeleton variant="rounded" sx={{ ...flat, mt: 3, height: 240 }} />
      </Container>
    </>
  );
}

/** A card's place (a blog card): its 16:9 picture, or the page's first picture, over about the card's text. */
function CardSkeleton({ first }: { first: boolean }) {
  return (
    <Card variant="outlined" aria-hidden="true" sx={{ height: '100%' }}>
      <Box sx={{ aspectRatio: '16 / 9' }}>
        {first ? (
          <PictureSlot sx={{ borderRadius: 0 }} />
        ) : (
          <Skeleton variant="rectangular" sx={{ ...flat, height: '100%' }} />
        )}
      </Box>
      <Box sx={{ p: 2.5 }}>
        <Skeleton variant="text" sx={{ width: '35%' }} />
        <Skeleton variant="text" sx={{ fontSize: '1.2rem', my: 1 }} />
        <Skeleton variant="text" sx={{ fontSize: '1.2rem', width: '60%', mb: 1 }} />
        {[1, 2, 3, 4, 5].map((n) => (
          <Skeleton key={n} variant="text" />
        ))}
        <Skeleton variant="rounded" sx={{ ...flat, mt: 2, width: 120, height: 36 }} />
      </Box>
    </Card>
  );
}

/** The grid of cards of the blog while it loads: three cards (one row on a desktop), in CARD_GRID_CELL cells. */
export function CardGridFrame() {
  return (
    <Grid container spacing={3}>
      {[0, 1, 2].map((n) => (
        <Grid key={n} size={CARD_GRID_CELL}>
          <CardSkeleton first={n === 0} />
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The results page while it loads (ResultsPage), as a phone shows it: the search summary, the chips' row where
 * the page has one, the closed Filters panel, the count's row and the first card with its photo where index.html
 * painted it, each where index.html's frame has it (RESULTS_BAR_HEIGHT). Wider screens show the full search box
 * there, here a block of about its size. A city or locality page (`landing`) has its facts' lines above.
 */
export function ResultsPageFrame({ landing = false }: { landing?: boolean }) {
  const picture = bootPicture();
  const chips = landing || picture?.chips;
  return (
    <>
      <PageHeaderFrame title={picture?.title} oneLine={!landing} />
      <Container maxWidth="xl" sx={{ pt: landing ? { xs: 2, sm: 3 } : 3, pb: 3 }}>
        {landing && (
          <Box
            sx={{ height: LANDING_FACTS_HEIGHT, mb: { xs: 2, sm: 3 }, display: 'flex', alignItems: 'center' }}
          >
            <Skeleton variant="text" sx={{ width: { xs: '70%', sm: 360 } }} />
          </Box>
        )}
        <Skeleton variant="rounded" sx={{ ...flat, height: { xs: RESULTS_BAR_HEIGHT, sm: 190, lg: 72 } }} />
        {chips && (
          <Skeleton variant="rounded" sx={{ ...flat, mt: 1.5, width: 64, height: 36, borderRadius: 4.5 }} />
        )}
        <Stack spacing={{ xs: 2, sm: 3 }} sx={{ mt: 1 }}>
          {/* The Filters bar: an outlined panel, its 1 px borders around the bar. */}
          <Skeleton variant="rounded" sx={{ ...flat, height: RESULTS_BAR_HEIGHT + 2 }} />
          <Box>
            <Box sx={{ height: 40, mb: 2, display: 'flex', alignItems: 'center' }}>
              <Skeleton variant="text" sx={{ fontSize: '1.25rem', width: '45%' }} />
            </Box>
            <Card variant="outlined" aria-hidden="true">
              <Box sx={{ p: 1.5, width: { md: `${(100 * 5) / 12}%` } }}>
                {/* The card's photo box (mf-search's CARD_PHOTO_RATIO): 16:9 below md, 3:2 from md. */}
                <Box sx={{ aspectRatio: { xs: '16 / 9', md: '3 / 2' } }}>
                  <PictureSlot />
                </Box>
              </Box>
            </Card>
          </Box>
        </Stack>
      </Container>
    </>
  );
}

/** PageHeader's band while a page loads: over the banner index.html painted for it, if it painted one. */
function BannerFrame() {
  const picture = bootPicture();
  return picture?.banner ? (
    <PageHeaderFrame title={picture.title} bannerImage={picture.src} />
  ) : (
    <PageHeaderFrame />
  );
}

/** Which shape a route's page has while its remote loads. */
export type PageFrame = 'banner' | 'detail' | 'cards' | 'results' | 'landing' | 'page';

/**
 * A route's page while its remote loads: the whole page area under the header (the footer stays below the
 * fold), in the shape of the page: home's banner, a detail page, a grid of cards, the results (a landing page's with its facts), or (any other page) the title
 * band of PageHeader over a few blocks. The page replaces it whole, so nothing that was on screen moves.
 */
export function PageLoading({ frame = 'page' }: { frame?: PageFrame }) {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading" sx={{ minHeight: PAGE_MIN_HEIGHT }}>
      {frame === 'banner' && <BannerPlaceholder />}
      {frame === 'detail' && <DetailPageFrame />}
      {frame === 'results' && <ResultsPageFrame />}
      {frame === 'landing' && <ResultsPageFrame landing />}
      {frame === 'cards' && (
        <>
          <PageHeaderFrame title={bootPicture()?.title} />
          <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
            <CardGridFrame />
          </Container>
        </>
      )}
      {frame === 'page' && (
        <>
          <BannerFrame />
          <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
            <Stack spacing={2}>
              <Skeleton variant="text" sx={{ fontSize: '2rem', width: { xs: '80%', md: '40%' } }} />
              <Skeleton variant="rounded" sx={{ ...flat, height: 160 }} />
              <Skeleton variant="rounded" sx={{ ...flat, height: 160 }} />
            </Stack>
          </Container>
        </>
      )}
    </Box>
  );
}
