import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { PageUpdateInput } from '@basera/shared/schemas';
import type { AdminPage, ItemAnswer } from './types';

/** PUT /admin/content/pages/:slug (pageUpdateSchema): "Page saved". */
export const updatePage = (slug: string, input: PageUpdateInput) =>
  apiRequest<ItemAnswer<AdminPage>>(ADMIN_API.page(slug), { method: 'PUT', body: input });
