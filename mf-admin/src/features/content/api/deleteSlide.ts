import { ADMIN_API, apiRequest } from '@basera/shared';

/** DELETE /admin/content/slides/:id: "Slide deleted". */
export const deleteSlide = (id: number) =>
  apiRequest<{ message?: string }>(ADMIN_API.slide(id), { method: 'DELETE' });
