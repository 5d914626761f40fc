import { ADMIN_API } from '@basera/shared/rules';
import { useContentItem } from './swr';
import type { AdminPage } from './types';

/** GET /admin/content/pages/:slug. */
export const usePage = (slug: string) => useContentItem<AdminPage>(ADMIN_API.page(slug));
