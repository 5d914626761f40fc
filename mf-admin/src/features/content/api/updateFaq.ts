import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { FaqCreateInput } from '@basera/shared/schemas';
import type { AdminFaq, ItemAnswer } from './types';

/** PUT /admin/content/faqs/:id (faqUpdateSchema: any of question, answer, position): "FAQ saved". */
export const updateFaq = (id: number, input: Partial<Omit<FaqCreateInput, 'active'>>) =>
  apiRequest<ItemAnswer<AdminFaq>>(ADMIN_API.faq(id), { method: 'PUT', body: input });
