import { ADMIN_API } from '@basera/shared/rules';
import { useContentList } from './swr';
import type { AdminSlide } from './types';

/** GET /admin/content/slides?page=: by position, then id; hidden ones too. */
export const useSlides = (page: number) => useContentList<AdminSlide>(ADMIN_API.slides, page);
