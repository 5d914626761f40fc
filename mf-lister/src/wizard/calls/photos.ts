import { ApiError, apiFetcher, apiRequest, buildUrl, type ListingPhoto, useAuthStore } from '@basera/shared';
import { LISTER_API } from '@basera/shared/rules';
import useSWR from 'swr';

/** Every photo call answers with the listing's photos in order (main first) and the base address of their files. */
export interface PhotosAnswer {
  status?: boolean;
  message?: string;
  data: ListingPhoto[];
  photoPath: string;
}

export interface PhotoList {
  photos: ListingPhoto[];
  photoPath: string;
}

/** The list a photo answer carries (none before the first answer arrives). */
export const photoList = (answer: PhotosAnswer | null | undefined): PhotoList => ({
  photos: answer?.data ?? [],
  photoPath: answer?.photoPath ?? '',
});

/** GET /property-photos/{id}. */
export function usePhotos(postId: number) {
  const answer = useSWR<PhotosAnswer>(LISTER_API.photos(postId), apiFetcher, { revalidateOnFocus: false });
  return { ...photoList(answer.data), answer };
}

/** DELETE /property-photos/{id}/{photoId}. */
export const deletePhoto = (postId: number, photoId: number) =>
  apiRequest<PhotosAnswer>(LISTER_API.photo(postId, photoId), { method: 'DELETE' });

/** PUT /property-photos/{id}/order { photo_ids }: the new order, main photo first. */
export const reorderPhotos = (postId: number, photoIds: number[]) =>
  apiRequest<PhotosAnswer>(LISTER_API.photoOrder(postId), { method: 'PUT', body: { photo_ids: photoIds } });

/**
 * POST /property-photos/{id} with one file (multipart field "photos"), through XMLHttpRequest so the upload
 * reports its progress (fetch cannot). Resolves with the photo list; rejects with an ApiError.
 */
export function uploadPhoto(
  postId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<PhotosAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(LISTER_API.photos(postId)));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = useAuthStore.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText || '{}') as Record<string, unknown>;
      } catch {
        // Not JSON: the status says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as unknown as PhotosAnswer);
        return;
      }
      if (xhr.status === 401 && token && useAuthStore.getState().token === token)
        useAuthStore.getState().logout();
      const errors = (body.errors ?? {}) as Record<string, string[] | string>;
      const fieldErrors = Object.fromEntries(
        Object.entries(errors).map(([key, value]) => [key, Array.isArray(value) ? value : [value]]),
      );
      reject(
        new ApiError(
          xhr.status,
          typeof body.message === 'string' ? body.message : 'Upload failed',
          fieldErrors,
          body,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    const form = new FormData();
    form.append('photos', file);
    xhr.send(form);
  });
}
