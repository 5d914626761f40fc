import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';

export interface UploadedImage {
  /** What an item's `image` field takes. */
  path: string;
  /** Its full address, to show. */
  url: string;
}

/**
 * POST /admin/content/images, multipart with the file in field "image": stored through the photo pipeline
 * (WebP, no metadata). A refused file is a 422 / 413 with `errors.image`.
 */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return apiRequest<{ message?: string; data: UploadedImage }>(ADMIN_API.images, {
    method: 'POST',
    body: form,
  });
}
