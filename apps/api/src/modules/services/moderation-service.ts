import { priceInRange } from '@galim/shared/services/price-range';
import type { TServiceModerationList, TServiceStats } from '@galim/shared/services/schemas';
import {
  SERVICE_LIMITS,
  SERVICE_STATUSES,
  SERVICE_TYPES,
  type TServiceStatus,
  type TServiceType,
} from '@galim/shared/services/options';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordActivity } from '../activity/service';
import { noReadCache, type ReadCache } from '../../lib/read-cache';
import { createServiceAccess } from './service-access';
import type { EventPublisher } from '../../plugins/events/bus';
import * as repo from './repo';

// Moderation of the services directory: only a pending service is approved or rejected.

/** Moderation (admins): the lists by status, counts, approve and reject a pending service. */
export function createServiceModeration(
  db: Db,
  events: EventPublisher,
  cache: ReadCache = noReadCache,
) {
  const { load, page } = createServiceAccess(db, cache);

  return {
    async adminList(
      type: TServiceType,
      status: TServiceStatus | 'all',
      viewer: AuthUser,
    ): Promise<TServiceModerationList> {
      const [list, medians] = await Promise.all([
        page(
          { serviceType: type, status: status === 'all' ? undefined : status },
          { limit: SERVICE_LIMITS.maxLimit },
          viewer,
        ),
        repo.approvedPriceMedians(db, type),
      ]);
      const priceMedians = Object.fromEntries(
        medians.map((m) => [m.priceType, { median: Number(m.median), count: m.count }]),
      );
      return { ...list, priceMedians };
    },

    async stats(): Promise<TServiceStats> {
      const empty = () => ({ pending: 0, approved: 0, rejected: 0, total: 0 });
      const byType = Object.fromEntries(SERVICE_TYPES.map((t) => [t, empty()]));
      const all = empty();
      for (const row of await repo.statusCounts(db)) {
        const bucket = byType[row.serviceType]!;
        if ((SERVICE_STATUSES as readonly string[]).includes(row.status)) {
          bucket[row.status] += row.n;
          all[row.status] += row.n;
        }
        bucket.total += row.n;
        all.total += row.n;
      }
      return { ...all, byType };
    },

    async moderate(
      type: TServiceType,
      id: string,
      status: 'approved' | 'rejected',
      note: { reason?: string; notes?: string } = {},
    ) {
      const record = await load(type, id, null);
      // A price outside the kind's range (a typo, or one saved before the range) is not
      // approved as it is: the moderator rejects it or the provider corrects it.
      const { price, priceType } = record.service;
      if (
        status === 'approved' &&
        price !== null &&
        price > 0 &&
        !priceInRange(type, priceType, price)
      ) {
        throw apiError('SERVICE_PRICE_OUT_OF_RANGE');
      }
      // Approve and reject decide on a pending service only: one conditional
      // update, with its activity row and its event in the same transaction, so of simultaneous
      // decisions exactly one wins, and only the one that won is told.
      await events.transaction(async (tx, publish) => {
        const decided = await repo.decidePending(tx, id, {
          status,
          moderatedAt: new Date(),
          statusReason: status === 'rejected' ? (note.reason ?? null) : null,
          statusNotes: status === 'rejected' ? (note.notes ?? null) : null,
        });
        if (!decided) throw apiError('SERVICE_NOT_PENDING');
        await recordActivity(
          tx,
          status === 'approved' ? 'service_approved' : 'service_rejected',
          record.service.providerId,
          record.service.title,
        );
        // The provider hears of it; a rejection's note is what the moderator wrote, else the
        // reason.
        await publish('service.moderated', {
          serviceId: id,
          status,
          notes: status === 'rejected' ? (note.notes ?? note.reason) : undefined,
        });
      });
    },
  };
}
