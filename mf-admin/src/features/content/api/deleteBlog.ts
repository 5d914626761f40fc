import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';

/** DELETE /admin/content/blogs/:id: "Article deleted". */
export const deleteBlog = (id: number) =>
  apiRequest<{ message?: string }>(ADMIN_API.blog(id), { method: 'DELETE' });
