import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZErrorResponse, successOf } from '@galim/shared/common/api';
import { ZBulkResult } from '@galim/shared/surfboards/form';
import { currentUser, type AuthUser } from '../../plugins/auth';
import { rateLimit } from '../../lib/limits';
import { WRITES } from '../../lib/write-scopes';

// What the marketplace's route files share: the OpenAPI tags, the owner routes' error
// answers and the guards that say who may call them.

export const tags = ['surfboards'];
export { security } from '../../lib/route-schemas';

export const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
export const ownerTags = ['surfboards (owner)'];

// Bulk actions: all or nothing, only on boards the caller may act on.
export const bulkResponse = { 200: successOf(ZBulkResult), ...errors };

/** The owner routes' guards; `checkAccess` settles whose a board is (404 or 403). */
export function ownerGuards(
  requireUser: FastifyInstance['requireUser'],
  checkAccess: (id: string, user: AuthUser) => Promise<void>,
) {
  const user = { onRequest: requireUser };
  /** Edits, lifecycle changes and bulk actions of the owner: they change the public boards. */
  const change = {
    ...user,
    config: { writes: WRITES.boards, rateLimit: rateLimit('boardChange') },
  };
  /** The same on one board: whose it is is settled before its body is validated. */
  const changeOne = {
    ...change,
    preValidation: async (request: FastifyRequest) => {
      const { id } = request.params as { id: string };
      await checkAccess(id, currentUser(request));
    },
  };
  return { user, change, changeOne };
}
