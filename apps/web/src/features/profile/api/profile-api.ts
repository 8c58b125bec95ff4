import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSlugAvailability, TUserUpdate } from '@galim/shared/users/profile';
import { ApiError, apiOrThrow } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { meKeys, updateProfile } from '../../../lib/queries/me';
import { profileTexts } from '../../../i18n/he/profile';
import type { TAccountExport } from '@galim/shared/users/profile';

/** PUT /api/users/{id}; afterwards the cached session user and the profile are refetched. */
export function useUpdateProfile() {
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TUserUpdate) => {
      try {
        return await updateProfile(user?._id, input);
      } catch (err) {
        // 409: the public address is someone else's.
        if (err instanceof ApiError && err.status === 409) {
          throw new ApiError(
            profileTexts.edit.slugTaken,
            err.status,
            err.code,
            err.details,
            err.body,
          );
        }
        throw err;
      }
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(meKeys.profile(saved._id), saved);
      await refreshUser();
    },
  });
}

/** Whether a public address is free; a failure is an ApiError. */
export function checkSlug(slug: string) {
  return apiOrThrow<TSlugAvailability>('/api/public/profile/slug-available', { query: { slug } });
}

/** Downloads the JSON export as a file named by the server's date; false when it failed. */
export async function downloadMyData(userId: string): Promise<boolean> {
  let data: unknown;
  try {
    data = await apiOrThrow<TAccountExport>(`/api/users/${userId}/export`);
  } catch {
    return false;
  }
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `galim-my-data-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
  return true;
}

/** Deletes the account; a failure is an ApiError. */
export function deleteMyAccount(userId: string) {
  return apiOrThrow(`/api/users/${userId}`, { method: 'DELETE' });
}
