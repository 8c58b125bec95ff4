import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser } from '@galim/shared/users/profile';
import { apiOrThrow } from '../api';
import { useAuth } from '../auth/auth-context';

// The signed-in user's own data lives under 'me': signing out removes all of it at once.

export const meKeys = {
  all: ['me'] as const,
  profile: (userId: string | undefined) => ['me', userId] as const,
};

/** The full profile with the server-computed counts (the profile pages, the fit filter). */
export const meQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: meKeys.profile(userId),
    enabled: Boolean(userId),
    queryFn: async ({ signal }) =>
      (await apiOrThrow<{ user: TUser }>(`/api/users/${userId}`, { signal })).user,
  });

export function useMe() {
  const { user } = useAuth();
  return useQuery(meQuery(user?._id));
}
