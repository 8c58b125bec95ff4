import { queryOptions } from '@tanstack/react-query';
import type { TServiceList } from '@galim/shared/services/schemas';
import { apiOrThrow } from '../api';

// Services' query keys, for the services pages and the favourites page alike: a like, an edit or
// a review invalidates `serviceKeys.all`, so every list of services shown is asked for again.

export const serviceKeys = {
  all: ['services'] as const,
  /** A page of a list, by its filters (the services page's ServiceFilters). */
  list: (filters: object) => ['services', 'list', filters] as const,
  detail: (type: string, id: string) => ['services', 'detail', type, id] as const,
  mine: (userId: string) => ['services', 'mine', userId] as const,
  reviews: (type: string, id: string) => ['services', 'reviews', type, id] as const,
  liked: ['services', 'liked'] as const,
};

/** The services the signed-in user liked (their favourites), up to 50. */
export const likedServicesQuery = () =>
  queryOptions({
    queryKey: serviceKeys.liked,
    queryFn: ({ signal }) =>
      apiOrThrow<TServiceList>('/api/services/liked', { query: { limit: 50 }, signal }),
  });
