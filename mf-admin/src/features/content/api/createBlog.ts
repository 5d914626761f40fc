import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { BlogCreateInput } from '@basera/shared/schemas';
import type { AdminBlog, ItemAnswer } from './types';

/** POST /admin/content/blogs (blogCreateSchema): a draft unless `published`; a taken slug is a 422 on `slug`. */
export const createBlog = (input: BlogCreateInput) =>
  apiRequest<ItemAnswer<AdminBlog>>(ADMIN_API.blogs, { method: 'POST', body: input });
