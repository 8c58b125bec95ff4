import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import type { TListing } from '@galim/shared/listings/form';
import type { TPublicProfile } from '@galim/shared/users/profile';
import { apiOrThrow, ApiError } from '../../../lib/api';

/** Profile boards and services limits. */
export const PROFILE_BOARDS_LIMIT = 12;
export const PROFILE_SERVICES_LIMIT = 50;
/** Listings of every kind, boards among them: room for a seller's gear beside their boards. */
export const PROFILE_LISTINGS_LIMIT = 48;

/** A public profile's keys: the profile by its slug, then its owner's services and boards. */
export const publicProfileKeys = {
  all: ['public-profile'] as const,
  profile: (slug: string) => ['public-profile', 'slug', slug] as const,
  services: (providerId: string | undefined) => ['public-profile', 'services', providerId] as const,
  boards: (userId: string | undefined) => ['public-profile', 'boards', userId] as const,
  listings: (userId: string | undefined) => ['public-profile', 'listings', userId] as const,
};

/** The few service fields the profile lists. */
export interface ProfileService {
  _id: string;
  serviceType: 'surf-instructor' | 'surfboard-repair' | 'surf-photographer';
  title: string;
  description: string;
  region?: string;
  location?: { region?: string; city?: string };
  city?: string;
}

export const publicProfileQuery = (slug: string) =>
  queryOptions({
    queryKey: publicProfileKeys.profile(slug),
    queryFn: () =>
      apiOrThrow<TPublicProfile>(`/api/public/profile/slug/${encodeURIComponent(slug)}`),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });

export const usePublicProfile = (slug: string) => useQuery(publicProfileQuery(slug));

/** Approved services of the provider; a failure shows the empty state, not an error. */
export const profileServicesQuery = (providerId: string | undefined) =>
  queryOptions({
    queryKey: publicProfileKeys.services(providerId),
    enabled: Boolean(providerId),
    retry: false,
    queryFn: async (): Promise<ProfileService[]> => {
      let data: { services?: ProfileService[] } | ProfileService[] | undefined;
      try {
        data = await apiOrThrow<typeof data>('/api/services/search', {
          query: { providerId, limit: PROFILE_SERVICES_LIMIT },
          anonymous: true,
        });
      } catch {
        return [];
      }
      if (!data) return [];
      const list = Array.isArray(data) ? data : data.services;
      return Array.isArray(list) ? list : [];
    },
  });

export const useProfileServices = (providerId: string | undefined) =>
  useQuery(profileServicesQuery(providerId));

/** The public boards for sale, as anyone sees them. */
export const profileBoardsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: publicProfileKeys.boards(userId),
    enabled: Boolean(userId),
    queryFn: () =>
      apiOrThrow<TSurfboard[]>(`/api/users/${userId}/surfboards`, {
        query: { limit: PROFILE_BOARDS_LIMIT },
        anonymous: true,
      }),
  });

export const useProfileBoards = (userId: string | undefined) =>
  useQuery(profileBoardsQuery(userId));

/** The public listings of every kind (issue 53): the profile shows the gear beside the boards. */
export const profileListingsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: publicProfileKeys.listings(userId),
    enabled: Boolean(userId),
    queryFn: () =>
      apiOrThrow<TListing[]>(`/api/users/${userId}/listings`, {
        query: { limit: PROFILE_LISTINGS_LIMIT },
        anonymous: true,
      }),
  });

export const useProfileListings = (userId: string | undefined) =>
  useQuery(profileListingsQuery(userId));
