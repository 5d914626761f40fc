import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the picture arrives (no layout shift) and sets its shape. */
  width: number;
  height: number;
  /** Other widths of the same picture (`photoSrcSet`, `photoSources`), and how wide it shows (`sizes`). */
  srcSet?: string;
  sizes?: string;
  /** Above the fold (the first picture a page shows): load at once. */
  eager?: boolean;
  /**
   * The page's largest picture above the fold (its Largest Contentful Paint): load at once and ahead of the
   * page's other requests (`fetchpriority="high"`). One a page.
   */
  priority?: boolean;
  onClick?: () => void;
  /** Called once the picture has loaded or failed: the page may then start work that must not compete with it. */
  onSettled?: () => void;
  sx?: SxProps<Theme>;
}

/** A picture that fills its column at a fixed aspect ratio, cropped to cover, loaded when it nears the screen. */
export function LazyImage({
  src,
  alt,
  width,
  height,
  srcSet,
  sizes,
  eager = false,
  priority = false,
  onClick,
  onSettled,
  sx,
}: LazyImageProps) {
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onClick={onClick}
      onLoad={onSettled}
      onError={onSettled}
      sx={[
        {
          width: '100%',
          height: 'auto',
          aspectRatio: `${width} / ${height}`,
          objectFit: 'cover',
          display: 'block',
          cursor: onClick ? 'zoom-in' : undefined,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
