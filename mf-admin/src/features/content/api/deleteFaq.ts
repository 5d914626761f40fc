import { ADMIN_API, apiRequest } from '@basera/shared';

/** DELETE /admin/content/faqs/:id: "FAQ deleted". */
export const deleteFaq = (id: number) =>
  apiRequest<{ message?: string }>(ADMIN_API.faq(id), { method: 'DELETE' });
