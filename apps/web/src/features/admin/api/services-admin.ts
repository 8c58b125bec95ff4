import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TServiceStatus, TServiceType } from '@galim/shared/services/options';
import type {
  TService,
  TServiceModerationList,
  TServiceStats,
} from '@galim/shared/services/schemas';
import { apiOrThrow } from '../../../lib/api';

// Service moderation against the services API's admin calls. Answers are the
// shared schemas' shapes (`ZServiceList`, `ZServiceStats`), read as they are.

export const adminServiceKeys = {
  all: ['admin', 'services'] as const,
  list: (type: TServiceType, status: TServiceStatus) =>
    ['admin', 'services', type, status] as const,
  stats: ['admin', 'services', 'stats'] as const,
};

/** The services of a kind and status, and the kind's price medians (for the price warning). */
export const servicesForModerationQuery = (type: TServiceType, status: TServiceStatus) =>
  queryOptions({
    queryKey: adminServiceKeys.list(type, status),
    queryFn: async ({ signal }) => {
      const list = await apiOrThrow<TServiceModerationList>(`/api/services/${type}/admin/pending`, {
        query: { status },
        signal,
      });
      return { services: list.services, priceMedians: list.priceMedians ?? {} };
    },
  });

export const serviceStatsQuery = () =>
  queryOptions({
    queryKey: adminServiceKeys.stats,
    queryFn: ({ signal }) => apiOrThrow<TServiceStats>('/api/services/admin/stats', { signal }),
  });

export const useServicesForModeration = (
  type: TServiceType,
  status: TServiceStatus,
  enabled = true,
) => useQuery({ ...servicesForModerationQuery(type, status), enabled });

export const useServiceStats = () => useQuery(serviceStatsQuery());

/** A rejection without a typed reason sends the fixed texts the API stores. */
const DEFAULT_REJECTION = { reason: 'Admin rejection', notes: 'Rejected by admin' };

export function useModerateService() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      service: Pick<TService, '_id' | 'serviceType'>;
      action: 'approve' | 'reject';
      reason?: string;
    }) =>
      apiOrThrow<TService>(
        `/api/services/${v.service.serviceType}/${v.service._id}/admin/${v.action}`,
        {
          method: 'PATCH',
          body:
            v.action === 'reject'
              ? v.reason
                ? { reason: v.reason, notes: v.reason }
                : DEFAULT_REJECTION
              : undefined,
        },
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: adminServiceKeys.all }),
  });
}
