import { LISTING_LIMITS } from '@basera/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { addressRoutes } from './address';
import { bedsRoutes } from './beds';
import { dashboardRoutes } from './dashboard';
import { deleteRoutes } from './delete';
import { detailsRoutes } from './details';
import { featuresRoutes } from './features';
import { foodRoutes } from './food';
import { otherDetailsRoutes } from './other-details';
import { ownListingRoutes } from './own-listing';
import { photoRoutes } from './photos';
import { pricingRoutes } from './pricing';
import { reviewRoutes } from './review';

/**
 * The Lister area: the listing wizard's steps 1 to 6, photos, one own listing (read or delete) and the beds update. Every route
 * but the catalogs is for a signed-in Lister and their own listings only (common.ts).
 */
export async function listerRoutes(app: FastifyInstance) {
  // Listing photos only: several files of up to photoBytesMax each, nothing else of size. In this scope alone.
  await app.register(multipart, {
    limits: {
      fileSize: LISTING_LIMITS.photoBytesMax,
      files: LISTING_LIMITS.photosMax,
      fields: 5,
      fieldSize: 1024,
      parts: LISTING_LIMITS.photosMax + 5,
    },
  });
  for (const routes of [
    addressRoutes,
    detailsRoutes,
    pricingRoutes,
    foodRoutes,
    featuresRoutes,
    photoRoutes,
    otherDetailsRoutes,
    ownListingRoutes,
    bedsRoutes,
    reviewRoutes,
    dashboardRoutes,
    deleteRoutes,
  ]) {
    await app.register(routes);
  }
}
