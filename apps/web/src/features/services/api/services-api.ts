import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TServiceType } from '@galim/shared/services/options';
import type { TService, TServiceList } from '@galim/shared/services/schemas';
import type { TReviewInput, TReviewList } from '@galim/shared/services/reviews';
import { apiOrThrow, ApiError } from '../../../lib/api';
import { serviceKeys } from '../../../lib/queries/services';
import type { TLikeResult } from '@galim/shared/services/schemas';
import type { TSuccess } from '@galim/shared/common/api';

// Fetchers and query hooks of the services directory.

/** The URL filters /services offers: fields of the API's query (see lib/service-url-filters). */
export const SERVICE_FILTER_KEYS = [
  'type',
  'city',
  'q',
  'priceMin',
  'priceMax',
  'rating',
  'region',
  'skill',
  'lat',
  'lng',
  'radiusKm',
  'sortBy',
] as const;
export type TServiceFilterKey = (typeof SERVICE_FILTER_KEYS)[number];

export interface ServiceFilters {
  type?: TServiceType;
  city?: string;
  q?: string;
  priceMin?: string;
  priceMax?: string;
  rating?: string;
  region?: string;
  skill?: string;
  /** Near a point (with `city`, the near picker's place, issue 56). */
  lat?: string;
  lng?: string;
  radiusKm?: string;
  /** 'distance': nearest first. */
  sortBy?: string;
  page?: number;
}

/** Non-empty search text uses search-all; otherwise a fetch by type. */
export const serviceListQuery = (f: ServiceFilters) =>
  queryOptions({
    queryKey: serviceKeys.list(f),
    queryFn: ({ signal }) => {
      const query = {
        city: f.city,
        priceMin: f.priceMin,
        priceMax: f.priceMax,
        rating: f.rating,
        region: f.region,
        skill: f.skill,
        lat: f.lat,
        lng: f.lng,
        radiusKm: f.radiusKm,
        sortBy: f.sortBy,
        page: f.page,
        limit: 12,
      };
      if (f.q || !f.type) {
        return apiOrThrow<TServiceList>('/api/services/search', {
          query: { ...query, q: f.q, serviceType: f.type },
          signal,
        });
      }
      return apiOrThrow<TServiceList>(`/api/services/${f.type}`, { query, signal });
    },
    placeholderData: keepPreviousData,
  });

export const useServiceList = (f: ServiceFilters) => useQuery(serviceListQuery(f));

export const serviceQuery = (type: string, id: string) =>
  queryOptions({
    queryKey: serviceKeys.detail(type, id),
    queryFn: ({ signal }) => apiOrThrow<TService>(`/api/services/${type}/${id}`, { signal }),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });

export const useService = (type: string, id: string) => useQuery(serviceQuery(type, id));

/** The services a user offers, in every status (their own list). */
export const myServicesQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: serviceKeys.mine(userId ?? ''),
    enabled: Boolean(userId),
    queryFn: ({ signal }) =>
      apiOrThrow<TServiceList>(`/api/services/all/user/${userId}`, {
        query: { limit: 100 },
        signal,
      }),
  });

export const useMyServices = (userId: string | undefined) => useQuery(myServicesQuery(userId));

export function useToggleLike() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: Pick<TService, '_id' | 'serviceType' | 'liked'>) =>
      apiOrThrow<TLikeResult>(
        `/api/services/${s.serviceType}/${s._id}/${s.liked ? 'unlike' : 'like'}`,
        { method: 'PATCH' },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

export function useDeleteService() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: Pick<TService, '_id' | 'serviceType'>) =>
      apiOrThrow<TSuccess>(`/api/services/${s.serviceType}/${s._id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

/** Create (POST) or update (PUT) with the multipart payload the wizard builds. */
export function useSaveService() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (args: { type: string; id?: string; form: FormData }) => {
      const saved = await apiOrThrow<TService | undefined>(
        args.id ? `/api/services/${args.type}/${args.id}` : `/api/services/${args.type}`,
        // Sent again by itself while the server is busy with other uploads (lib/api.ts).
        { method: args.id ? 'PUT' : 'POST', body: args.form, busyRetryMs: 120_000 },
      );
      // An answer without the service is a failure too.
      if (!saved) throw new ApiError('Failed to create service', 200);
      return saved;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

export const reviewsQuery = (type: string, id: string, enabled: boolean) =>
  queryOptions({
    queryKey: serviceKeys.reviews(type, id),
    enabled,
    queryFn: ({ signal }) =>
      apiOrThrow<TReviewList>(`/api/services/${type}/${id}/reviews`, { signal }),
  });

export const useReviews = (type: string, id: string, enabled: boolean) =>
  useQuery(reviewsQuery(type, id, enabled));

export function useSaveReview(type: string, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (args: { reviewId?: string; input: TReviewInput }) =>
      apiOrThrow<TReviewList>(
        `/api/services/${type}/${id}/reviews${args.reviewId ? `/${args.reviewId}` : ''}`,
        { method: args.reviewId ? 'PUT' : 'POST', body: args.input },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

export function useDeleteReview(type: string, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) =>
      apiOrThrow<TReviewList>(`/api/services/${type}/${id}/reviews/${reviewId}`, {
        method: 'DELETE',
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
