import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { TestimonialCreateInput } from '@basera/shared/schemas';
import type { AdminTestimonial, ItemAnswer } from './types';

/** PUT /admin/content/testimonials/:id (testimonialUpdateSchema): "Testimonial saved". */
export const updateTestimonial = (id: number, input: Partial<Omit<TestimonialCreateInput, 'active'>>) =>
  apiRequest<ItemAnswer<AdminTestimonial>>(ADMIN_API.testimonial(id), { method: 'PUT', body: input });
