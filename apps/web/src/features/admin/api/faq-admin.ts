import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFaqInput, TFaqItem, TFaqUpdate } from '@galim/shared/faq/schemas';
import { apiOrThrow } from '../../../lib/api';
import { faqKeys } from '../../../lib/queries/faq';
import type { TFaqItemSaved, TFaqList } from '@galim/shared/faq/schemas';

const key = ['admin', 'faq'] as const;

/** Every question, published or not (the public one is publicFaqQuery). */
export const adminFaqQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: async () => (await apiOrThrow<TFaqList>('/api/faq')).items,
  });

export const useAdminFaq = () => useQuery(adminFaqQuery());

export function useFaqMutations() {
  const qc = useQueryClient();
  const settle = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: key }),
      qc.invalidateQueries({ queryKey: faqKeys.public }),
    ]);
  return {
    create: useMutation({
      mutationFn: (input: TFaqInput) =>
        apiOrThrow<TFaqItemSaved>('/api/faq', { method: 'POST', body: input }),
      onSettled: settle,
    }),
    update: useMutation({
      mutationFn: (v: { id: string; input: TFaqUpdate }) =>
        apiOrThrow<TFaqItemSaved>(`/api/faq/${v.id}`, { method: 'PUT', body: v.input }),
      onSettled: settle,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiOrThrow(`/api/faq/${id}`, { method: 'DELETE' }),
      onSettled: settle,
    }),
    reorder: useMutation({
      mutationFn: (v: { category: string; ids: string[] }) =>
        apiOrThrow<TFaqList>('/api/faq/reorder', { method: 'PUT', body: v }),
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
