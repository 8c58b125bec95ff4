import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TActivityItem,
  TAdminAnalytics,
  TAdminBoardFilter,
  TAdminBoardStats,
  TAdminSurfboard,
} from '@galim/shared/admin/schemas';
import type { TContactList } from '@galim/shared/contact/schemas';
import type { TReportList } from '@galim/shared/reports/schemas';
import type { TReportedThread } from '@galim/shared/conversations/schemas';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { apiOrThrow } from '../../../lib/api';

// Admin queries and mutations, next to their fetchers. A mutation throws ApiError on failure
// so pages can show the server's message in a toast.

export const adminKeys = {
  analytics: ['admin', 'analytics'] as const,
  activity: ['admin', 'activity'] as const,
  boards: (status: TAdminBoardFilter, kind?: TListingKind) =>
    ['admin', 'boards', status, kind ?? 'all'] as const,
  boardStats: ['admin', 'boards', 'stats'] as const,
  boardsAll: ['admin', 'boards'] as const,
  messages: (status: string) => ['admin', 'messages', status] as const,
  messagesAll: ['admin', 'messages'] as const,
  reports: (status: string) => ['admin', 'reports', status] as const,
  reportsAll: ['admin', 'reports'] as const,
  reportedThread: (id: string) => ['admin', 'conversations', id] as const,
};

export const analyticsQuery = () =>
  queryOptions({
    queryKey: adminKeys.analytics,
    queryFn: () => apiOrThrow<TAdminAnalytics>('/api/admin/analytics'),
  });

export const useAnalytics = () => useQuery(analyticsQuery());

export const activityQuery = (limit: number) =>
  queryOptions({
    queryKey: [...adminKeys.activity, limit],
    queryFn: () => apiOrThrow<TActivityItem[]>('/api/admin/activity', { query: { limit } }),
  });

export const useActivity = (limit = 15) => useQuery(activityQuery(limit));

export const adminBoardsQuery = (status: TAdminBoardFilter, kind?: TListingKind) =>
  queryOptions({
    queryKey: adminKeys.boards(status, kind),
    queryFn: () =>
      apiOrThrow<TAdminSurfboard[]>('/api/surfboards/admin/all', {
        query: kind ? { status, kind } : { status },
      }),
  });

export const useAdminBoards = (status: TAdminBoardFilter, kind?: TListingKind) =>
  useQuery(adminBoardsQuery(status, kind));

export const adminBoardStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.boardStats,
    queryFn: () => apiOrThrow<TAdminBoardStats>('/api/surfboards/admin/stats'),
  });

export const useAdminBoardStats = () => useQuery(adminBoardStatsQuery());

export function useModerateBoard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; action: 'approve' | 'reject' | 'flag'; notes?: string }) =>
      apiOrThrow<TAdminSurfboard>(`/api/surfboards/${v.id}/admin/${v.action}`, {
        method: 'PATCH',
        body: { notes: v.notes ?? '' },
      }),
    // Lists and stats reload after every action.
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.boardsAll }),
        qc.invalidateQueries({ queryKey: adminKeys.analytics }),
      ]),
  });
}

export const messagesQuery = (status: 'new' | 'handled' | 'all') =>
  queryOptions({
    queryKey: adminKeys.messages(status),
    queryFn: () => apiOrThrow<TContactList>('/api/contact', { query: { status } }),
  });

export const useMessages = (status: 'new' | 'handled' | 'all') => useQuery(messagesQuery(status));

export function useSetMessageStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: 'new' | 'handled' }) =>
      apiOrThrow(`/api/contact/${v.id}`, { method: 'PATCH', body: { status: v.status } }),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.messagesAll }),
  });
}

export const reportsQuery = (status: 'open' | 'resolved' | 'all') =>
  queryOptions({
    queryKey: adminKeys.reports(status),
    queryFn: () => apiOrThrow<TReportList>('/api/reports', { query: { status } }),
  });

export const useReports = (status: 'open' | 'resolved' | 'all') => useQuery(reportsQuery(status));

/** A moderator removes a reported review of a seller; its open reports are resolved with it. */
export function useRemoveSellerReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiOrThrow(`/api/seller-reviews/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.reportsAll }),
  });
}

/** A moderator removes a reported report from the beach; its open reports are resolved with it. */
export function useRemoveBeachReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiOrThrow(`/api/beach-reports/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.reportsAll }),
  });
}

export function useSetReportStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: 'open' | 'resolved' }) =>
      apiOrThrow(`/api/reports/${v.id}`, { method: 'PATCH', body: { status: v.status } }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.reportsAll }),
        qc.invalidateQueries({ queryKey: adminKeys.activity }),
      ]),
  });
}

/** A thread the moderator may read because one of its messages was reported. */
export const reportedThreadQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.reportedThread(id),
    queryFn: ({ signal }) =>
      apiOrThrow<TReportedThread>(`/api/admin/conversations/${id}`, { signal }),
  });

export const useReportedThread = (id: string) => useQuery(reportedThreadQuery(id));
