import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  TPendingSellerReviews,
  TSellerReviewInput,
  TSellerReviewPage,
  TSellerReviewReplied,
} from '@galim/shared/seller-reviews/schemas';
import { SELLER_REVIEW_LIMITS } from '@galim/shared/seller-reviews/limits';
import type { TCreatedId } from '@galim/shared/common/api';
import { apiOrThrow } from '../api';

// Reviews of sellers (issue 43): the public list on a profile, the boards I may still review,
// writing one and the seller's reply.

export const sellerReviewKeys = {
  all: ['seller-reviews'] as const,
  list: (userId: string) => ['seller-reviews', 'list', userId] as const,
  pending: ['seller-reviews', 'pending'] as const,
};

/** A seller's reviews, page by page, newest first. */
export const sellerReviewsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: sellerReviewKeys.list(userId),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiOrThrow<TSellerReviewPage>(`/api/users/${userId}/reviews`, {
        query: { page: pageParam, limit: SELLER_REVIEW_LIMITS.pageSize },
        anonymous: true,
      }),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const useSellerReviews = (userId: string) => useInfiniteQuery(sellerReviewsQuery(userId));

/** The sold boards the signed-in buyer may still review (none for a visitor). */
export const pendingSellerReviewsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: sellerReviewKeys.pending,
    enabled,
    queryFn: () => apiOrThrow<TPendingSellerReviews>('/api/seller-reviews/pending'),
  });

export const usePendingSellerReviews = (enabled: boolean) =>
  useQuery(pendingSellerReviewsQuery(enabled));

export function useWriteSellerReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TSellerReviewInput) =>
      apiOrThrow<TCreatedId>('/api/seller-reviews', { method: 'POST', body: input }),
    onSettled: () => qc.invalidateQueries({ queryKey: sellerReviewKeys.all }),
  });
}

export function useReplyToSellerReview(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; body: string }) =>
      apiOrThrow<TSellerReviewReplied>(`/api/seller-reviews/${v.id}/reply`, {
        method: 'POST',
        body: { body: v.body },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: sellerReviewKeys.list(userId) }),
  });
}
