import { ChunkBoundary, LazyImage, lazyWithRetry } from '@basera/shared';
import { photoSources, photoVariant } from '@basera/shared/rules';
import { Box, Grid, Stack } from '@basera/shared/ui';
import { type ReactNode, Suspense, useState } from 'react';
import { PLACEHOLDER_PHOTO } from './placeholder';

// The lightbox and swiper are code that only a photo click needs: their own chunk, fetched on the first click.
const Lightbox = lazyWithRetry(() => import('./Lightbox'));

export interface PhotoGalleryProps {
  /** Every photo, the main one first. None: the placeholder, with no lightbox. */
  images: string[];
  /** The listing's name: the main photo's text and the lightbox's name. */
  title: string;
  /**
   * card: the main photo over a row of up to three thumbnails (spec 02 section 2). page: a large photo beside
   * (under it on phones) three small ones, the last with "+N" for the photos beyond four (detail screen).
   */
  layout: 'card' | 'page';
  /** Shown over the main photo (the card's photo count and shortlist button). */
  children?: ReactNode;
  /**
   * The main photo is the page's largest picture above the fold (the first result card): it loads at once and
   * first. The detail page's main photo always does.
   */
  priority?: boolean;
  /** card: the row of small photos under the main one (wide screens; a phone's card leaves it out). */
  thumbnails?: boolean;
  /** card: the main photo's aspect ratio, per breakpoint (CSS aspect-ratio values). */
  ratio?: Partial<Record<'xs' | 'sm' | 'md' | 'lg', string>>;
}

interface LayoutProps {
  shown: string[];
  title: string;
  open?: (index: number) => void;
  children?: ReactNode;
  priority?: boolean;
  thumbnails?: boolean;
  ratio?: PhotoGalleryProps['ratio'];
}

const rounded = { borderRadius: 1 } as const;

// A stored photo (WebP at 320, 640 and 1280 px) shows at about the width asked, with the other widths for the
// browser to pick by `sizes` (photoSources); a photo of one size only (older data) as it is.

function CardLayout({ shown, title, open, children, priority, thumbnails = true, ratio }: LayoutProps) {
  const thumbs = thumbnails ? shown.slice(1, 4) : [];
  return (
    <>
      <Box sx={{ position: 'relative' }}>
        <LazyImage
          {...photoSources(shown[0]!, 640, '(min-width: 768px) 40vw, 100vw')}
          alt={title}
          width={480}
          height={320}
          priority={priority}
          onClick={open && (() => open(0))}
          sx={{ ...rounded, ...(ratio && { aspectRatio: ratio }) }}
        />
        {children}
      </Box>
      {thumbs.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {thumbs.map((src, i) => (
            <LazyImage
              key={src + i}
              src={photoVariant(src, 320)}
              alt=""
              width={120}
              height={80}
              onClick={open && (() => open(i + 1))}
              sx={{ ...rounded, width: 'calc((100% - 16px) / 3)' }}
            />
          ))}
        </Stack>
      )}
    </>
  );
}

/** "+N" over the last small photo: opens the lightbox at the fifth. */
function MoreOverlay({ count, onClick }: { count: number; onClick?: () => void }) {
  return (
    <Box
      onClick={onClick}
      sx={{
        ...rounded,
        position: 'absolute',
        inset: 0,
        bgcolor: 'rgba(0,0,0,.55)',
        color: '#fff',
        display: 'grid',
        placeItems: 'center',
        cursor: 'pointer',
        fontSize: 24,
        fontWeight: 700,
      }}
    >
      +{count}
    </Box>
  );
}

function PageLayout({ shown, title, open }: LayoutProps) {
  const small = shown.slice(1, 4);
  const extra = shown.length - 4;
  const photo = (index: number) => (
    <LazyImage
      {...photoSources(
        shown[index]!,
        index === 0 ? 1280 : 640,
        index === 0 ? '(min-width: 768px) 66vw, 100vw' : '(min-width: 768px) 33vw, 33vw',
      )}
      alt={index === 0 ? title : `${title}, photo ${index + 1}`}
      width={960}
      height={640}
      priority={index === 0}
      onClick={open && (() => open(index))}
      sx={{ ...rounded, height: '100%' }}
    />
  );
  return (
    <Grid container spacing={1}>
      <Grid
        size={{ xs: 12, md: small.length ? 8 : 12 }}
        sx={{ aspectRatio: { xs: '3 / 2', md: 'auto' }, height: { md: 420 } }}
      >
        {photo(0)}
      </Grid>
      {small.length > 0 && (
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack direction={{ xs: 'row', md: 'column' }} spacing={1} sx={{ height: { md: 420 } }}>
            {small.map((src, i) => (
              <Box
                key={src + i}
                sx={{ position: 'relative', flex: 1, minHeight: 0, aspectRatio: { xs: '3 / 2', md: 'auto' } }}
              >
                {photo(i + 1)}
                {i === small.length - 1 && extra > 0 && (
                  <MoreOverlay count={extra} onClick={open && (() => open(4))} />
                )}
              </Box>
            ))}
          </Stack>
        </Grid>
      )}
    </Grid>
  );
}

/**
 * A listing's photos, on a result card or the detail page; a click opens the lightbox at that photo. The one
 * place where photos meet the lightbox.
 */
export function PhotoGallery({
  images,
  title,
  layout,
  children,
  priority = false,
  thumbnails = true,
  ratio,
}: PhotoGalleryProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const Layout = layout === 'card' ? CardLayout : PageLayout;
  return (
    <>
      <Layout
        shown={images.length ? images : [PLACEHOLDER_PHOTO]}
        title={title}
        open={images.length ? setOpenAt : undefined}
        priority={priority}
        thumbnails={thumbnails}
        ratio={ratio}
      >
        {children}
      </Layout>
      {openAt !== null && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <Lightbox images={images} start={openAt} title={title} onClose={() => setOpenAt(null)} />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
