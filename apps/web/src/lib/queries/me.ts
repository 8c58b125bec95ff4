import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFitUpdate, TUserSaved, TUserUpdate } from '@galim/shared/users/profile';
import type { TLanguageChoice } from '@galim/shared/users/session';
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
    // Asked by the user themself, the answer is the full profile (ZUserResponse's ZUser side).
    queryFn: async ({ signal }) =>
      (await apiOrThrow<TUserSaved>(`/api/users/${userId}`, { signal })).user,
  });

export function useMe() {
  const { user } = useAuth();
  return useQuery(meQuery(user?._id));
}

/** PUT /api/users/{id}: the saved user. */
export async function updateProfile(userId: string | undefined, input: TUserUpdate) {
  return (await apiOrThrow<TUserSaved>(`/api/users/${userId}`, { method: 'PUT', body: input }))
    .user;
}

/**
 * The profile-completion modal's save: afterwards the session user and everything under 'me'
 * are read again, and the promise settles only then (the modal closes on a fresh profile).
 */
export function useCompleteProfile() {
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUserUpdate) => updateProfile(user?._id, input),
    onSuccess: async () => {
      await refreshUser();
      await queryClient.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}

/** Remembers in the account that the safe-deal advice was read (on every device). */
export const markSafeDealSeen = () =>
  apiOrThrow('/api/users/me/safe-deal-seen', { method: 'POST' });

/** Saves in the account the language chosen with the site's switch (its notifications' language). */
export const saveLanguageChoice = (choice: TLanguageChoice) =>
  apiOrThrow('/api/users/me/language', { method: 'PUT', body: choice });

/**
 * "Boards that fit me" set up from the list: PUT /api/users/me/fit (weight and level alone, no
 * phone asked), then the profile under 'me' is read again (not waited for: the list turns the
 * filter on at once).
 */
export function useSaveFit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fit: TFitUpdate) =>
      apiOrThrow<TUserSaved>('/api/users/me/fit', { method: 'PUT', body: fit }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}
