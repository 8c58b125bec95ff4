import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSlugAvailability, TUser, TUserUpdate } from '@galim/shared/users/profile';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { meKeys } from '../../../lib/queries/me';
import { heProfile } from '../../../i18n/profile';

/** PUT /api/users/{id}; afterwards the cached session user and the profile are refetched. */
export function useUpdateProfile() {
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TUserUpdate) => {
      const result = await api<{ user: TUser }>(`/api/users/${user?._id}`, {
        method: 'PUT',
        body: input,
      });
      if (!result.success) {
        throw new Error(result.status === 409 ? heProfile.edit.slugTaken : result.error);
      }
      return result.data!.user;
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(meKeys.profile(saved._id), saved);
      await refreshUser();
    },
  });
}

export function checkSlug(slug: string) {
  return api<TSlugAvailability>('/api/public/profile/slug-available', { query: { slug } });
}

/** Downloads the JSON export as a file named by the server's date. */
export async function downloadMyData(userId: string): Promise<boolean> {
  const result = await api<unknown>(`/api/users/${userId}/export`);
  if (!result.success) return false;
  const blob = new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' });
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

export function deleteMyAccount(userId: string) {
  return api(`/api/users/${userId}`, { method: 'DELETE' });
}
