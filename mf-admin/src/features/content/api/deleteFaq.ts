import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';

/** DELETE /admin/content/faqs/:id: "FAQ deleted". */
export const deleteFaq = (id: number) =>
  apiRequest<{ message?: string }>(ADMIN_API.faq(id), { method: 'DELETE' });
