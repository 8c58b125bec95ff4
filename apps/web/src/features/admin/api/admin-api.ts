import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TActivityItem,
  TAdminAnalytics,
  TAdminBoardFilter,
  TAdminBoardStats,
  TAdminSurfboard,
} from '@galim/shared/admin/schemas';
import type { TContactList } from '@galim/shared/contact/schemas';
import type { TReportList } from '@galim/shared/reports/schemas';
import { api, apiOrThrow, ApiError } from '../../../lib/api';

// Admin queries and mutations, next to their fetchers. A mutation throws ApiError on failure
// so pages can show the server's message in a toast.

async function mutate<T>(
  path: string,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  body?: unknown,
): Promise<T> {
  const res = await api<T>(path, { method, body });
  if (!res.success) throw new ApiError(res.error ?? 'Request failed', res.status, res.code);
  return res.data as T;
}

export const adminKeys = {
  analytics: ['admin', 'analytics'] as const,
  activity: ['admin', 'activity'] as const,
  boards: (status: TAdminBoardFilter) => ['admin', 'boards', status] as const,
  boardStats: ['admin', 'boards', 'stats'] as const,
  boardsAll: ['admin', 'boards'] as const,
  messages: (status: string) => ['admin', 'messages', status] as const,
  messagesAll: ['admin', 'messages'] as const,
  reports: (status: string) => ['admin', 'reports', status] as const,
  reportsAll: ['admin', 'reports'] as const,
};

export function useAnalytics() {
  return useQuery({
    queryKey: adminKeys.analytics,
    queryFn: () => apiOrThrow<TAdminAnalytics>('/api/admin/analytics'),
  });
}

export function useActivity(limit = 15) {
  return useQuery({
    queryKey: [...adminKeys.activity, limit],
    queryFn: () => apiOrThrow<TActivityItem[]>('/api/admin/activity', { query: { limit } }),
  });
}

export function useAdminBoards(status: TAdminBoardFilter) {
  return useQuery({
    queryKey: adminKeys.boards(status),
    queryFn: () =>
      apiOrThrow<TAdminSurfboard[]>('/api/surfboards/admin/all', { query: { status } }),
  });
}

export function useAdminBoardStats() {
  return useQuery({
    queryKey: adminKeys.boardStats,
    queryFn: () => apiOrThrow<TAdminBoardStats>('/api/surfboards/admin/stats'),
  });
}

export function useModerateBoard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; action: 'approve' | 'reject' | 'flag'; notes?: string }) =>
      mutate<TAdminSurfboard>(`/api/surfboards/${v.id}/admin/${v.action}`, 'PATCH', {
        notes: v.notes ?? '',
      }),
    // Lists and stats reload after every action.
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.boardsAll }),
        qc.invalidateQueries({ queryKey: adminKeys.analytics }),
      ]),
  });
}

export function useMessages(status: 'new' | 'handled' | 'all') {
  return useQuery({
    queryKey: adminKeys.messages(status),
    queryFn: () => apiOrThrow<TContactList>('/api/contact', { query: { status } }),
  });
}

export function useSetMessageStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: 'new' | 'handled' }) =>
      mutate(`/api/contact/${v.id}`, 'PATCH', { status: v.status }),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.messagesAll }),
  });
}

export function useReports(status: 'open' | 'resolved' | 'all') {
  return useQuery({
    queryKey: adminKeys.reports(status),
    queryFn: () => apiOrThrow<TReportList>('/api/reports', { query: { status } }),
  });
}

export function useSetReportStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: 'open' | 'resolved' }) =>
      mutate(`/api/reports/${v.id}`, 'PATCH', { status: v.status }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.reportsAll }),
        qc.invalidateQueries({ queryKey: adminKeys.activity }),
      ]),
  });
}

export { mutate as adminMutate };
