import { ADMIN_API } from '@basera/shared/rules';
import { useContentList } from './swr';
import type { AdminBlog } from './types';

/** GET /admin/content/blogs?page=: every article, drafts too, newest first. */
export const useBlogs = (page: number) => useContentList<AdminBlog>(ADMIN_API.blogs, page);
