import { useMutation } from '@tanstack/react-query';
import type { TReportRequest } from '@galim/shared/reports/schemas';
import { apiOrThrow } from '../api';
import type { TReportFiled } from '@galim/shared/reports/schemas';

// Problem reports, filed on a board or a service page; admins read them in features/admin.

/** Files a problem report (POST /api/reports). */
export function useFileReport() {
  return useMutation({
    mutationFn: (report: TReportRequest) =>
      apiOrThrow<TReportFiled>('/api/reports', { method: 'POST', body: report }),
  });
}
