import { ADMIN_API, apiRequest } from '@basera/shared';

/** DELETE /admin/content/blogs/:id: "Article deleted". */
export const deleteBlog = (id: number) =>
  apiRequest<{ message?: string }>(ADMIN_API.blog(id), { method: 'DELETE' });
