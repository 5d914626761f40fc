import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AVATAR_MAX_BYTES } from '../../account/avatar';
import { activityRoutes } from './activity';
import { avatarRoutes } from './avatar';
import { passwordRoutes } from './password';
import { profileRoutes } from './profile';
import { sessionRoutes } from './sessions';

/**
 * The account area of every signed-in user (Customer or Lister), one module per resource: profile, password,
 * avatar, own sessions and account events. The spec's `/lister-*` paths answer the same for both user types.
 */
export async function accountRoutes(app: FastifyInstance) {
  // Avatars only: one file, nothing else of size. Registered in the account area's scope alone; the route
  // modules below inherit it.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 },
  });
  for (const routes of [profileRoutes, passwordRoutes, avatarRoutes, sessionRoutes, activityRoutes]) {
    await app.register(routes);
  }
}
