import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { FaqCreateInput } from '@basera/shared/schemas';
import type { AdminFaq, ItemAnswer } from './types';

/** POST /admin/content/faqs (faqCreateSchema): "FAQ created". */
export const createFaq = (input: FaqCreateInput) =>
  apiRequest<ItemAnswer<AdminFaq>>(ADMIN_API.faqs, { method: 'POST', body: input });
