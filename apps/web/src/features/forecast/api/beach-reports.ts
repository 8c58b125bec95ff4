import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBeachReport,
  TBeachReportInput,
  TBeachReportList,
  TBeachReportThanks,
} from '@galim/shared/beach-reports/schemas';
import { apiOrThrow } from '../../../lib/api';
import { beachReportKeys } from '../../../lib/queries/beach-reports';

// Reports from the beach on a spot's page (decision 048): the last hours' list, posting one (and
// its photo), thanks. The reporter's history is lib/queries/beach-reports.ts (the profile's).

/** Fresh enough for a minute: someone on the beach may post at any moment. */
const REPORTS_STALE_MS = 60_000;

/** GET /api/forecast/{spotId}/reports */
export const spotReportsQuery = (spotId: string) =>
  queryOptions({
    queryKey: beachReportKeys.spot(spotId),
    queryFn: () => apiOrThrow<TBeachReportList>(`/api/forecast/${spotId}/reports`),
    staleTime: REPORTS_STALE_MS,
  });

export const useSpotReports = (spotId: string) => useQuery(spotReportsQuery(spotId));

/**
 * A server busy with other uploads answers the photo 503 with Retry-After (a few seconds): it is
 * sent again by itself for up to two minutes, as a board's photos are, the form still sending.
 */
const PHOTO_BUSY_RETRY_MS = 120_000;

/** What the form sends: the report, and maybe its photo (uploaded once the report exists). */
export interface NewBeachReport {
  report: TBeachReportInput;
  photo: File | null;
}

/**
 * Posts a report, then its photo. A refused photo leaves the report posted: the answer says
 * so (`photoError`), and the form shows why.
 */
export function usePostBeachReport(spotId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ report, photo }: NewBeachReport) => {
      const posted = await apiOrThrow<TBeachReport>(`/api/forecast/${spotId}/reports`, {
        method: 'POST',
        body: report,
      });
      if (!photo) return { report: posted, photoError: null };
      const form = new FormData();
      form.append('photo', photo);
      try {
        const withPhoto = await apiOrThrow<TBeachReport>(`/api/beach-reports/${posted._id}/photo`, {
          method: 'POST',
          body: form,
          busyRetryMs: PHOTO_BUSY_RETRY_MS,
        });
        return { report: withPhoto, photoError: null };
      } catch (err) {
        return { report: posted, photoError: err instanceof Error ? err.message : String(err) };
      }
    },
    onSettled: () => qc.invalidateQueries({ queryKey: beachReportKeys.all }),
  });
}

/** Thanks a report, or takes the thanks back. */
export function useThankBeachReport(spotId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; thanked: boolean }) =>
      apiOrThrow<TBeachReportThanks>(`/api/beach-reports/${v.id}/thanks`, {
        method: v.thanked ? 'POST' : 'DELETE',
      }),
    onSuccess: (data) =>
      qc.setQueryData<TBeachReportList>(beachReportKeys.spot(spotId), (old) =>
        old
          ? {
              reports: old.reports.map((r) =>
                r._id === data._id ? { ...r, thanks: data.thanks, thanked: data.thanked } : r,
              ),
            }
          : old,
      ),
  });
}
