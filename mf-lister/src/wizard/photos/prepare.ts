import { decodeWithCanvas } from './canvas';
import { preparePhoto } from './resize';

/** Whether this browser can shrink a photo of this type (GIFs are sent as they are). */
export const canResize = (file: File): boolean =>
  file.type !== 'image/gif' && typeof createImageBitmap === 'function';

/** The file to upload for a picked photo: resized to PHOTO_LONG_SIDE_MAX px where needed (resize.ts). */
export const prepareForUpload = (file: File): Promise<File> => preparePhoto(file, decodeWithCanvas);
