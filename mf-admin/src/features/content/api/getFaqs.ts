import { ADMIN_API } from '@basera/shared/rules';
import { useContentList } from './swr';
import type { AdminFaq } from './types';

/** GET /admin/content/faqs?page=: by position, then id; hidden ones too. */
export const useFaqs = (page: number) => useContentList<AdminFaq>(ADMIN_API.faqs, page);
