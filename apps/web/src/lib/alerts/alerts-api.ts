import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TJobRunResult,
  TJobSummary,
  TNotificationList,
  TNotificationSettings,
  TPushDevice,
  TSavedSearch,
  TSavedSearchInput,
  TSurfAlert,
  TSurfAlertInput,
} from '@galim/shared/alerts/schemas';
import { api, apiOrThrow } from '../api';
import { useAuth } from '../auth/auth-context';

// Alerts data of the signed-in user (notification centre, saved searches, surf alerts, push
// devices, settings) and the admin's jobs. Shared by several features, so it lives in lib/.

export const alertsKeys = {
  notifications: ['me', 'notifications'] as const,
  savedSearches: ['me', 'saved-searches'] as const,
  surfAlerts: ['me', 'surf-alerts'] as const,
  devices: ['me', 'push-devices'] as const,
  settings: ['me', 'notification-settings'] as const,
  jobs: ['admin', 'jobs'] as const,
};

/** The first page of the centre, refreshed every minute and on focus (badge and page). */
export function useNotifications(limit = 20) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...alertsKeys.notifications, limit],
    queryFn: () => apiOrThrow<TNotificationList>('/api/notifications', { query: { limit } }),
    enabled: Boolean(user),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** The centre's pages, newest first; "load more" fetches the next one. */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: [...alertsKeys.notifications, 'pages'],
    queryFn: ({ pageParam }) =>
      apiOrThrow<TNotificationList>('/api/notifications', { query: { page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiOrThrow(`/api/notifications/${id}/read`, { method: 'POST' }),
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

export function useSavedSearches() {
  return useQuery({
    queryKey: alertsKeys.savedSearches,
    queryFn: () => apiOrThrow<TSavedSearch[]>('/api/saved-searches'),
  });
}

/** Saves a search; resolves to the API result so the caller can tell the limit apart. */
export function useSaveSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TSavedSearchInput) =>
      api<TSavedSearch>('/api/saved-searches', { method: 'POST', body: input }),
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

export function useSurfAlerts(enabled = true) {
  return useQuery({
    queryKey: alertsKeys.surfAlerts,
    queryFn: () => apiOrThrow<TSurfAlert[]>('/api/surf-alerts'),
    enabled,
  });
}

export function useAddSurfAlert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TSurfAlertInput) =>
      api<TSurfAlert>('/api/surf-alerts', { method: 'POST', body: input }),
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

export function usePushDevices() {
  return useQuery({
    queryKey: alertsKeys.devices,
    queryFn: () => apiOrThrow<TPushDevice[]>('/api/push/subscriptions'),
  });
}

export function useRemovePushDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiOrThrow(`/api/push/subscriptions/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: alertsKeys.devices }),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: alertsKeys.settings,
    queryFn: () => apiOrThrow<TNotificationSettings>('/api/notification-settings'),
  });
}

export function useSaveNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: TNotificationSettings) =>
      apiOrThrow<TNotificationSettings>('/api/notification-settings', { method: 'PUT', body: s }),
    onSuccess: (data) => qc.setQueryData(alertsKeys.settings, data),
  });
}

export function useJobs() {
  return useQuery({
    queryKey: alertsKeys.jobs,
    queryFn: () => apiOrThrow<TJobSummary[]>('/api/admin/jobs'),
  });
}

export function useRunJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiOrThrow<TJobRunResult>(`/api/admin/jobs/${name}/run`, {
        method: 'POST',
        timeoutMs: 70_000,
      }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: alertsKeys.jobs });
      void qc.invalidateQueries({ queryKey: alertsKeys.notifications });
    },
  });
}
