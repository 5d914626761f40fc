import { apiFetcher, bootOr, type Listing, type ListingType } from '@basera/shared';
import { preloadRead, servedFresh } from '@basera/shared/preload-read';
import { useCallback, useDeferredValue } from 'react';
import useSWR from 'swr';

/** The picture of each listing type in a card block: `pg_file`, `hostel_file`, `mess_file`, `room_file`. */
export type TypePictureKey = `${Lowercase<ListingType>}_file`;

/** Shapes of the content API's answers (api/README.md, "Content"). */
export interface CardBlock extends Partial<Record<TypePictureKey, string | null>> {
  text_one?: string;
  text_two?: string;
  description?: string;
}

export interface Slide {
  id: number;
  title: string;
  image: string;
  icon: string | null;
}

export interface Testimonial {
  id: number;
  name: string;
  designation: string;
  image: string | null;
  say: string;
}

export interface WhyChooseUs {
  text_one?: string;
  text_two?: string;
  description?: string;
  back_image?: string | null;
  font_image?: string | null;
  media_title?: string;
  media_description?: string;
  video?: string | null;
}

export interface WhyPoint {
  id: number;
  icon_tag: string;
  heading: string;
  description: string;
}

export interface HomeData {
  banner_sliding_time: number;
  slider: Slide[];
  searching: { text_one?: string; text_two?: string };
  search: CardBlock;
  listing: CardBlock;
  most_recent_listing: Listing[];
  photoPath: string;
  galleryPaths: string;
  whychooseus: WhyChooseUs;
  why_choose_us_points: WhyPoint[];
  people_say: Testimonial[];
  feedback: { text_one?: string; text_two?: string; image?: string | null };
  listing_counts: Partial<Record<ListingType, number>>;
}

export interface Banner {
  banner_image: string | null;
  banner_image_url: string | null;
}

export interface AboutData extends Banner {
  page_title: string;
  about_us: string;
  our_mission: string;
  our_vision: string;
}

export interface ContactData {
  banner_and_seo: Banner;
  static_texts: { message_us: string; get_in_touch: string };
  contact_details: {
    address?: string | null;
    contact_number?: string | null;
    email?: string | null;
    facebook?: string | null;
    instagram?: string | null;
    twitter?: string | null;
    linkedin?: string | null;
  };
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
}

export interface FaqData extends Banner {
  faqs: Faq[];
}

export interface StaticPageData extends Banner {
  page_title: string;
  content: string;
  meta_description: string | null;
}

export interface Blog {
  slug: string;
  title: string;
  /** The article as HTML. */
  description: string;
  image_url: string | null;
  created_at: string;
}

/**
 * Reads a content endpoint. When the shell's index.html has already asked for it (home), its answer is used
 * once; if that request failed, the API is asked.
 */
function contentFetcher<T>(path: string): Promise<T> {
  return bootOr(path, apiFetcher<T>);
}

/** Starts reading a content endpoint into swr's cache, the same request `useContent(path)` will use. */
export function preloadContent(path: string): void {
  // The answer the server wrote into the page, if any, is in swr's cache at once (preloadRead).
  preloadRead(path, path, apiFetcher).catch(() => undefined);
}

/**
 * Reads one content endpoint (`{ status, data }`) with swr: cached per path, fetched once per visit. A failed
 * load keeps what was shown and gives the page an error to offer Retry with.
 */
export function useContent<T>(path: string | null) {
  const {
    data: fetched,
    error,
    isLoading,
    mutate,
  } = useSWR<{ status: boolean; data: T }>(path, contentFetcher, {
    revalidateOnFocus: false,
    // The answer the server just wrote into the page is shown as it is (preloadRead).
    revalidateIfStale: !servedFresh(path),
  });
  // A page's content renders in a low-priority render that yields to the browser (no long task on a phone);
  // it counts as loading until that render is ready.
  const data = useDeferredValue(fetched);
  // Stable, so memoised sections keep their props while swr's state changes.
  const retry = useCallback(() => void mutate(), [mutate]);
  return {
    data: data?.data,
    error: error as Error | undefined,
    isLoading: isLoading || (fetched !== undefined && data === undefined),
    retry,
  };
}
