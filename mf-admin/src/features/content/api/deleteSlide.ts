import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';

/** DELETE /admin/content/slides/:id: "Slide deleted". */
export const deleteSlide = (id: number) =>
  apiRequest<{ message?: string }>(ADMIN_API.slide(id), { method: 'DELETE' });
