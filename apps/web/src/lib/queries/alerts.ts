import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  TNotificationList,
  TNotificationSettings,
  TPushDevice,
  TSavedSearch,
  TSavedSearchInput,
  TSurfAlert,
  TSurfAlertInput,
} from '@galim/shared/alerts/schemas';
import { apiOrThrow } from '../api';
import { useAuth } from '../auth/auth-context';
import { alertsKeys } from './alerts-keys';

// Alerts data of the signed-in user (notification centre, saved searches, surf alerts, push
// devices, settings). Shared by several features, so it lives in lib/queries/.

export { alertsKeys };

/** The first page of the centre, refreshed every minute and on focus (badge and page). */
export const notificationsQuery = (limit: number, enabled: boolean) =>
  queryOptions({
    queryKey: [...alertsKeys.notifications, limit],
    queryFn: () => apiOrThrow<TNotificationList>('/api/notifications', { query: { limit } }),
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export function useNotifications(limit = 20) {
  const { user } = useAuth();
  return useQuery(notificationsQuery(limit, Boolean(user)));
}

/** The centre's pages, newest first; "load more" fetches the next one. */
export const notificationPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: [...alertsKeys.notifications, 'pages'],
    queryFn: ({ pageParam }) =>
      apiOrThrow<TNotificationList>('/api/notifications', { query: { page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const useNotificationPages = () => useInfiniteQuery(notificationPagesQuery());

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiOrThrow(`/api/notifications/${id}/read`, { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: alertsKeys.notifications }),
  });
}

/**
 * The centre was opened: every notification is seen. The badge drops at once (the cached lists
 * say none is unseen) and the server remembers it.
 */
export function useMarkSeen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiOrThrow('/api/notifications/seen', { method: 'POST' }),
    onMutate: () =>
      qc.setQueriesData<TNotificationList>({ queryKey: alertsKeys.notifications }, (list) =>
        list && 'unseen' in list ? { ...list, unseen: 0 } : list,
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: alertsKeys.notifications }),
  });
}

export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiOrThrow('/api/notifications/read-all', { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: alertsKeys.notifications }),
  });
}

export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: alertsKeys.savedSearches,
    queryFn: () => apiOrThrow<TSavedSearch[]>('/api/saved-searches'),
  });

export const useSavedSearches = () => useQuery(savedSearchesQuery());

/** Saves a search; a failure is an ApiError (409: the limit is reached). */
export function useSaveSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TSavedSearchInput) =>
      apiOrThrow<TSavedSearch>('/api/saved-searches', { method: 'POST', body: input }),
    onSettled: () => qc.invalidateQueries({ queryKey: alertsKeys.savedSearches }),
  });
}

export function useDeleteSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiOrThrow(`/api/saved-searches/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: alertsKeys.savedSearches }),
  });
}

export const surfAlertsQuery = (enabled = true) =>
  queryOptions({
    queryKey: alertsKeys.surfAlerts,
    queryFn: () => apiOrThrow<TSurfAlert[]>('/api/surf-alerts'),
    enabled,
  });

export const useSurfAlerts = (enabled = true) => useQuery(surfAlertsQuery(enabled));

/** Adds a surf alert; a failure is an ApiError (409: the limit is reached). */
export function useAddSurfAlert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TSurfAlertInput) =>
      apiOrThrow<TSurfAlert>('/api/surf-alerts', { method: 'POST', body: input }),
    onSettled: () => qc.invalidateQueries({ queryKey: alertsKeys.surfAlerts }),
  });
}

export function useDeleteSurfAlert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiOrThrow(`/api/surf-alerts/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: alertsKeys.surfAlerts }),
  });
}

export const pushDevicesQuery = () =>
  queryOptions({
    queryKey: alertsKeys.devices,
    queryFn: () => apiOrThrow<TPushDevice[]>('/api/push/subscriptions'),
  });

export const usePushDevices = () => useQuery(pushDevicesQuery());

export function useRemovePushDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiOrThrow(`/api/push/subscriptions/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: alertsKeys.devices }),
  });
}

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: alertsKeys.settings,
    queryFn: () => apiOrThrow<TNotificationSettings>('/api/notification-settings'),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());

export function useSaveNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: TNotificationSettings) =>
      apiOrThrow<TNotificationSettings>('/api/notification-settings', { method: 'PUT', body: s }),
    onSuccess: (data) => qc.setQueryData(alertsKeys.settings, data),
  });
}
