import { LazyImage, type LazyImageProps } from '@basera/shared';
import { photoSources } from '@basera/shared/rules';
import { Box } from '@basera/shared/ui';

export type ContentImageProps = Omit<LazyImageProps, 'src' | 'alt' | 'srcSet'> & {
  src: string | null | undefined;
  /** How wide the picture shows (the `sizes` attribute); the whole viewport unless given. */
  sizes?: string;
  /** Without a picture (still loading), keep its box instead of nothing, so what follows does not move. */
  reserve?: boolean;
};

/**
 * A picture from the content API (banner, blog, why-choose-us, feedback, type cards): decorative, so its alt
 * is empty, of fixed size, and nothing at all when the content has none (or its empty box, with `reserve`).
 * Stored pictures come in three widths: `src` is the one at least `width` px wide, the srcset offers them all.
 */
export function ContentImage({ src, sizes = '100vw', reserve = false, ...props }: ContentImageProps) {
  if (src) return <LazyImage {...photoSources(src, props.width, sizes)} alt="" {...props} />;
  if (!reserve) return null;
  const { sx, width, height } = props;
  return (
    <Box
      aria-hidden="true"
      data-testid="image-placeholder"
      sx={[
        { width: '100%', aspectRatio: `${width} / ${height}`, display: 'block', bgcolor: 'grey.200' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
