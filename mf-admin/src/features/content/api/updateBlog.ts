import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { BlogUpdateInput } from '@basera/shared/schemas';
import type { AdminBlog, ItemAnswer } from './types';

/** PUT /admin/content/blogs/:id (blogUpdateSchema): "Article saved". */
export const updateBlog = (id: number, input: BlogUpdateInput) =>
  apiRequest<ItemAnswer<AdminBlog>>(ADMIN_API.blog(id), { method: 'PUT', body: input });
