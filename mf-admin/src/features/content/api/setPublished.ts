import { apiRequest } from '@basera/shared';
import { ADMIN_CONTENT_API, type PublishableContent } from '@basera/shared/schemas';
import type { ItemAnswer } from './types';

/**
 * POST /admin/content/{kind}/:id/publish or /unpublish: an article goes on or off the blog; an FAQ, slide or
 * testimonial is shown or hidden on the site. Answers the item and "… published" / "… unpublished".
 */
export const setPublished = <T>(kind: PublishableContent, id: number, on: boolean) =>
  apiRequest<ItemAnswer<T>>(
    on ? ADMIN_CONTENT_API.publish(kind, id) : ADMIN_CONTENT_API.unpublish(kind, id),
    {
      method: 'POST',
    },
  );
