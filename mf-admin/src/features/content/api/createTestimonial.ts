import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { TestimonialCreateInput } from '@basera/shared/schemas';
import type { AdminTestimonial, ItemAnswer } from './types';

/** POST /admin/content/testimonials (testimonialCreateSchema): "Testimonial created". */
export const createTestimonial = (input: TestimonialCreateInput) =>
  apiRequest<ItemAnswer<AdminTestimonial>>(ADMIN_API.testimonials, { method: 'POST', body: input });
