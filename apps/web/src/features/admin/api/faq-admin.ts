import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFaqInput, TFaqItem, TFaqUpdate } from '@galim/shared/faq/schemas';
import { apiOrThrow } from '../../../lib/api';
import { faqKeys } from '../../../lib/queries/faq';
import { adminMutate } from './admin-api';

const key = ['admin', 'faq'] as const;

export function useAdminFaq() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await apiOrThrow<{ items: TFaqItem[] }>('/api/faq')).items,
  });
}

export function useFaqMutations() {
  const qc = useQueryClient();
  const settle = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: key }),
      qc.invalidateQueries({ queryKey: faqKeys.public }),
    ]);
  return {
    create: useMutation({
      mutationFn: (input: TFaqInput) => adminMutate<{ item: TFaqItem }>('/api/faq', 'POST', input),
      onSettled: settle,
    }),
    update: useMutation({
      mutationFn: (v: { id: string; input: TFaqUpdate }) =>
        adminMutate<{ item: TFaqItem }>(`/api/faq/${v.id}`, 'PUT', v.input),
      onSettled: settle,
    }),
    remove: useMutation({
      mutationFn: (id: string) => adminMutate(`/api/faq/${id}`, 'DELETE'),
      onSettled: settle,
    }),
    reorder: useMutation({
      mutationFn: (v: { category: string; ids: string[] }) =>
        adminMutate<{ items: TFaqItem[] }>('/api/faq/reorder', 'PUT', v),
      // Show the new order at once; the server's answer confirms it.
      onMutate: (v) => {
        const items = qc.getQueryData<TFaqItem[]>(key);
        if (!items) return;
        const order = new Map(v.ids.map((id, i) => [id, i * 10]));
        qc.setQueryData<TFaqItem[]>(
          key,
          items.map((it) => (order.has(it._id) ? { ...it, order: order.get(it._id)! } : it)),
        );
      },
      onSettled: settle,
    }),
  };
}
