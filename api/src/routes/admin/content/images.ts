import { randomBytes } from 'node:crypto';
import { CONTENT_IMAGE_BYTES_MAX, CONTENT_MESSAGES as M, PHOTO_WIDTHS } from '@basera/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { adminOnly, operatorOf } from '../../../admin/guard';
import { CONTENT_DIR } from '../../../content/constants';
import { HttpError, TooManyRequestsError, ValidationError } from '../../../http/errors';
import { makeListingPhoto, PhotoRejectedError } from '../../../listings/photos';
import { contentImageUrl } from './common';

/** Content pictures one operator may upload per hour (each one is decoded and converted). */
export const CONTENT_IMAGES_PER_HOUR = 100;
const LARGEST = Math.max(...PHOTO_WIDTHS);

const field = (message: string) => ({ errors: { image: [message] } });

/**
 * POST /admin/content/images: one multipart file "image", recognised by its bytes and converted by the listing
 * photo pipeline (makeListingPhoto: WebP, upright, no metadata, decompression bombs refused); its largest
 * variant is stored in the content folder, where the public content routes serve pictures from. Answers the
 * `path` to put in a slide, testimonial or article, and its `url`.
 */
export async function contentImageRoutes(app: FastifyInstance) {
  const { storage, throttle } = app.deps;
  await app.register(multipart, {
    limits: { fileSize: CONTENT_IMAGE_BYTES_MAX, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });

  app.post('/admin/content/images', adminOnly, async (request, reply) => {
    if (!request.isMultipart()) throw new ValidationError({ image: [M.imageFileRequired] });
    let bytes: Buffer | undefined;
    try {
      for await (const part of request.files()) {
        const content = await part.toBuffer();
        if (part.fieldname === 'image' && content.length) bytes = content;
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, M.imageTooLarge, field(M.imageTooLarge));
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
        throw new HttpError(413, M.imageFileRequired, field('Send one picture at a time'));
      throw new HttpError(400, M.imageFileRequired, field(M.imageFileRequired));
    }
    if (!bytes) throw new ValidationError({ image: [M.imageFileRequired] });

    // Counted before the picture is decoded: decoding is the expensive part.
    const uploads = await throttle.hit(`content-images:${operatorOf(request).id}`, 3600);
    if (uploads.count > CONTENT_IMAGES_PER_HOUR)
      throw new TooManyRequestsError('Too many pictures uploaded. Try again later.', uploads.resetIn);

    let picture: Buffer;
    try {
      picture = (await makeListingPhoto(bytes)).get(LARGEST)!;
    } catch (error) {
      if (!(error instanceof PhotoRejectedError)) throw error;
      throw new ValidationError({ image: [error.reason === 'heic' ? M.imageHeic : M.imageNotImage] });
    }
    const path = `${randomBytes(16).toString('hex')}.webp`;
    // A store that cannot be written answers 503 (Storage is not available, try again shortly).
    await storage.put(`${CONTENT_DIR}/${path}`, picture);
    reply.code(201);
    return { status: true, message: 'Picture uploaded', data: { path, url: contentImageUrl(app, path) } };
  });
}
