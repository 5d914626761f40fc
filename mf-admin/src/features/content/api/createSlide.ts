import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { SlideCreateInput } from '@basera/shared/schemas';
import type { AdminSlide, ItemAnswer } from './types';

/** POST /admin/content/slides (slideCreateSchema; the picture uploaded first): "Slide created". */
export const createSlide = (input: SlideCreateInput) =>
  apiRequest<ItemAnswer<AdminSlide>>(ADMIN_API.slides, { method: 'POST', body: input });
