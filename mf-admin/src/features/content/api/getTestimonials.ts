import { ADMIN_API } from '@basera/shared/rules';
import { useContentList } from './swr';
import type { AdminTestimonial } from './types';

/** GET /admin/content/testimonials?page=: by position, then id; hidden ones too. */
export const useTestimonials = (page: number) =>
  useContentList<AdminTestimonial>(ADMIN_API.testimonials, page);
