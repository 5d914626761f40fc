import { ADMIN_API } from '@basera/shared/rules';
import { useContentItem } from './swr';
import type { AdminBlog } from './types';

/** GET /admin/content/blogs/:id (nothing for a new article). */
export const useBlog = (id: number | null) =>
  useContentItem<AdminBlog>(id === null ? null : ADMIN_API.blog(id));
