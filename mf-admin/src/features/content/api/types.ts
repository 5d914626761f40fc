import type { StaticPageSlug } from '@basera/shared';

// The content API's answers (documented at the top of shared/src/schemas/admin-content.ts).

/** A list: `{ data: Item[], total, page, per_page }` (20 a page). */
export interface ListAnswer<T> {
  status: boolean;
  data: T[];
  total: number;
  page: number;
  per_page: number;
}

/** One item, or the item a write changed, with the write's message ("Article saved"). */
export interface ItemAnswer<T> {
  status: boolean;
  message?: string;
  data: T;
}

export interface AdminBlog {
  id: number;
  slug: string;
  title: string;
  /** The article's body, sanitised HTML. */
  description: string;
  image: string | null;
  image_url: string | null;
  published: boolean;
  created_at: string;
}

export interface AdminFaq {
  id: number;
  question: string;
  answer: string;
  position: number;
  active: boolean;
}

export interface AdminPage {
  slug: StaticPageSlug;
  page_title: string;
  content: string;
  meta_description: string | null;
  updated_at: string;
}

export interface AdminSlide {
  id: number;
  title: string;
  image: string;
  image_url: string;
  position: number;
  active: boolean;
}

export interface AdminTestimonial {
  id: number;
  name: string;
  designation: string;
  say: string;
  image: string | null;
  image_url: string | null;
  position: number;
  active: boolean;
}

export interface AdminSettings {
  email: string | null;
  contact_number: string | null;
  address: string | null;
  about: string | null;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  linkedin: string | null;
  updated_at: string | null;
}

/** The items with a position and a show/hide switch (`active`). */
export type OrderedItem = AdminFaq | AdminSlide | AdminTestimonial;
