import { ADMIN_API } from '@basera/shared/rules';
import { useContentList } from './swr';
import type { AdminPage } from './types';

/** GET /admin/content/pages: every policy and static page (their paths are fixed). */
export const usePages = () => useContentList<AdminPage>(ADMIN_API.pages);
