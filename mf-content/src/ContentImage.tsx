import { LazyImage, type LazyImageProps } from '@basera/shared';

export type ContentImageProps = Omit<LazyImageProps, 'src' | 'alt'> & { src: string | null | undefined };

/**
 * A picture from the content API (banner, blog, why-choose-us, feedback, type cards): decorative, so its alt
 * is empty, of fixed size, and nothing at all when the content has none.
 */
export function ContentImage({ src, ...props }: ContentImageProps) {
  return src ? <LazyImage src={src} alt="" {...props} /> : null;
}
