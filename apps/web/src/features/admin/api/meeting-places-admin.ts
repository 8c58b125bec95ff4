import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminMeetingPlace,
  TMeetingPlaceInput,
  TMeetingPlaceRemoved,
} from '@galim/shared/meetings/schemas';
import { apiOrThrow } from '../../../lib/api';
import { meetingPlaceKeys } from '../../../lib/queries/meeting-places';

// The admin's safe places to meet (issue 56 §3): both languages and hidden ones. A change also
// refreshes the public lists the threads and board pages read.

const key = ['admin', 'meeting-places'] as const;

export const adminMeetingPlacesQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiOrThrow<TAdminMeetingPlace[]>('/api/admin/meeting-places', { signal }),
  });

export const useAdminMeetingPlaces = () => useQuery(adminMeetingPlacesQuery());

export function useMeetingPlaceMutations() {
  const qc = useQueryClient();
  const settle = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: key }),
      qc.invalidateQueries({ queryKey: meetingPlaceKeys.all }),
    ]);
  return {
    create: useMutation({
      mutationFn: (input: TMeetingPlaceInput) =>
        apiOrThrow<TAdminMeetingPlace>('/api/admin/meeting-places', {
          method: 'POST',
          body: input,
        }),
      onSettled: settle,
    }),
    update: useMutation({
      mutationFn: (v: { id: string; input: Partial<TMeetingPlaceInput> }) =>
        apiOrThrow<TAdminMeetingPlace>(`/api/admin/meeting-places/${v.id}`, {
          method: 'PATCH',
          body: v.input,
        }),
      onSettled: settle,
    }),
    remove: useMutation({
      // A place meetings were set at is hidden instead (`removed: false`).
      mutationFn: (id: string) =>
        apiOrThrow<TMeetingPlaceRemoved>(`/api/admin/meeting-places/${id}`, {
          method: 'DELETE',
        }),
      onSettled: settle,
    }),
  };
}
