import { canSee } from '../../lib/access';
import type { ReportTarget } from '../../plugins/report-targets';
import { reportTargets } from './repo';

/** A service, as a report's target: whoever sees it may report it; the inbox opens its page. */
export const serviceReportTarget: ReportTarget = {
  kind: 'service',
  notFound: 'SERVICE_NOT_FOUND',
  async canReport(db, id, viewer) {
    const [service] = await reportTargets(db, [id]);
    if (!service) return false;
    return canSee(viewer, { ownerId: service.providerId, isPublic: service.status === 'approved' });
  },
  async names(db, ids) {
    const found = await reportTargets(db, ids);
    return new Map(
      found.map((s) => [s.id, { title: s.title, path: `/services/${s.type}/${s.id}` }]),
    );
  },
};
