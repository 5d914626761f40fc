import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { SlideCreateInput } from '@basera/shared/schemas';
import type { AdminSlide, ItemAnswer } from './types';

/** PUT /admin/content/slides/:id (slideUpdateSchema: any of title, image, position): "Slide saved". */
export const updateSlide = (id: number, input: Partial<Omit<SlideCreateInput, 'active'>>) =>
  apiRequest<ItemAnswer<AdminSlide>>(ADMIN_API.slide(id), { method: 'PUT', body: input });
