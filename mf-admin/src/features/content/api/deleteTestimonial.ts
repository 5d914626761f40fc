import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';

/** DELETE /admin/content/testimonials/:id: "Testimonial deleted". */
export const deleteTestimonial = (id: number) =>
  apiRequest<{ message?: string }>(ADMIN_API.testimonial(id), { method: 'DELETE' });
