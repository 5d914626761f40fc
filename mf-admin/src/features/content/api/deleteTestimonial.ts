import { ADMIN_API, apiRequest } from '@basera/shared';

/** DELETE /admin/content/testimonials/:id: "Testimonial deleted". */
export const deleteTestimonial = (id: number) =>
  apiRequest<{ message?: string }>(ADMIN_API.testimonial(id), { method: 'DELETE' });
