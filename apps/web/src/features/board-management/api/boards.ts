import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBrand, TCategory, TModel, TTechnology } from '@galim/shared/reference/schemas';
import type {
  TBoardUpdate,
  TBulkResult,
  TMarkSold,
  TMyBoardStatus,
  TUserAnalytics,
} from '@galim/shared/surfboards/form';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { api, apiOrThrow, type ApiResult } from '../../../lib/api';

// Fetchers and query hooks of the owner side, next to each other (one file per feature API).

export const boardKeys = {
  mine: (status: TMyBoardStatus) => ['surfboards', 'mine', status] as const,
  allMine: ['surfboards', 'mine'] as const,
  one: (id: string) => ['surfboards', 'detail', id] as const,
  analytics: (userId: string) => ['surfboards', 'analytics', userId] as const,
  reference: (kind: string, brand?: string) => ['reference', kind, brand ?? ''] as const,
};

export function useMyBoards(status: TMyBoardStatus) {
  return useQuery({
    queryKey: boardKeys.mine(status),
    queryFn: () => apiOrThrow<TSurfboard[]>('/api/surfboards/mine', { query: { status } }),
  });
}

export function useBoard(id: string | undefined) {
  return useQuery({
    queryKey: boardKeys.one(id ?? ''),
    queryFn: () => apiOrThrow<TSurfboard>(`/api/surfboards/${id}`),
    enabled: Boolean(id),
  });
}

export function useAnalytics(userId: string | undefined) {
  return useQuery({
    queryKey: boardKeys.analytics(userId ?? ''),
    queryFn: () => apiOrThrow<TUserAnalytics>(`/api/surfboards/analytics/${userId}`),
    enabled: Boolean(userId),
  });
}

export function useBrands() {
  return useQuery({
    queryKey: boardKeys.reference('brands'),
    queryFn: () => apiOrThrow<TBrand[]>('/api/brands'),
    staleTime: 5 * 60_000,
  });
}
export function useModels(brand: string | undefined) {
  return useQuery({
    queryKey: boardKeys.reference('models', brand),
    queryFn: () => apiOrThrow<TModel[]>('/api/models', { query: { brand } }),
    enabled: Boolean(brand && brand.length === 24),
    staleTime: 5 * 60_000,
  });
}
export function useCategories() {
  return useQuery({
    queryKey: boardKeys.reference('categories'),
    queryFn: () => apiOrThrow<TCategory[]>('/api/categories'),
    staleTime: 5 * 60_000,
  });
}
export function useTechnologies() {
  return useQuery({
    queryKey: boardKeys.reference('technologies'),
    queryFn: () => apiOrThrow<TTechnology[]>('/api/technologies'),
    staleTime: 5 * 60_000,
  });
}

/** Publishing sends files: a long timeout for slow phone uplinks. */
const UPLOAD_TIMEOUT_MS = 120_000;

export function publishBoard(form: FormData): Promise<ApiResult<TSurfboard>> {
  return api<TSurfboard>('/api/surfboards', {
    method: 'POST',
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
export function updateBoard(id: string, body: TBoardUpdate): Promise<ApiResult<TSurfboard>> {
  return api<TSurfboard>(`/api/surfboards/${id}`, { method: 'PUT', body });
}
export function replaceBoardImages(id: string, form: FormData): Promise<ApiResult<TSurfboard>> {
  return api<TSurfboard>(`/api/surfboards/${id}/images`, {
    method: 'PUT',
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
export function proposeReference(kind: 'brand' | 'model', body: { title: string; brand?: string }) {
  return api<{ _id: string; title: string; created: boolean }>(`/api/surfboards/propose/${kind}`, {
    method: 'POST',
    body,
  });
}

type Action =
  | { type: 'markSold'; id: string; body: TMarkSold }
  | { type: 'unsold' | 'archive' | 'unarchive' | 'delete'; id: string }
  | { type: 'bulkArchive' | 'bulkDelete'; ids: string[] }
  | { type: 'bulkSold'; ids: string[]; soldThroughWebsite: boolean };

function runAction(action: Action): Promise<unknown> {
  switch (action.type) {
    case 'markSold':
      return apiOrThrow(`/api/surfboards/${action.id}/mark-sold`, {
        method: 'POST',
        body: action.body,
      });
    case 'unsold':
    case 'archive':
    case 'unarchive':
      return apiOrThrow(`/api/surfboards/${action.id}/${action.type}`, { method: 'PATCH' });
    case 'delete':
      return apiOrThrow(`/api/surfboards/${action.id}`, { method: 'DELETE' });
    case 'bulkArchive':
      return apiOrThrow<TBulkResult>('/api/surfboards/bulk/archive', {
        method: 'POST',
        body: { ids: action.ids },
      });
    case 'bulkDelete':
      return apiOrThrow<TBulkResult>('/api/surfboards/bulk/delete', {
        method: 'POST',
        body: { ids: action.ids },
      });
    case 'bulkSold':
      return apiOrThrow<TBulkResult>('/api/surfboards/bulk/sold', {
        method: 'POST',
        body: { ids: action.ids, soldThroughWebsite: action.soldThroughWebsite },
      });
  }
}

/** Every lifecycle action; afterwards all of the owner's lists and analytics refresh. */
export function useBoardAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSettled: () => invalidateOwnerData(queryClient),
  });
}

export function invalidateOwnerData(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['surfboards'] }),
    queryClient.invalidateQueries({ queryKey: ['reference'] }),
  ]);
}
