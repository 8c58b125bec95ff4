import type { ReportTarget } from '../../plugins/report-targets';
import { messageInThread } from './moderation-service';

/**
 * A message, as a report's target: only its recipient (the other participant of its thread)
 * reports it; the inbox names it by its thread's board and opens the moderator's thread view.
 */
export const messageReportTarget: ReportTarget = {
  kind: 'message',
  notFound: 'MESSAGE_NOT_FOUND',
  async canReport(db, id, viewer) {
    const found = viewer ? await messageInThread(db, id) : null;
    if (!found || !viewer || found.message.senderId === viewer.id) return false;
    return found.thread.buyerId === viewer.id || found.thread.sellerId === viewer.id;
  },
  async names(db, ids) {
    const names = new Map<string, { title: string | null; path: string }>();
    for (const [id, found] of await Promise.all(
      ids.map(async (id) => [id, await messageInThread(db, id)] as const),
    )) {
      if (found) {
        names.set(id, {
          title: found.boardTitle,
          path: `/admin/conversations/${found.thread.id}?message=${id}`,
        });
      }
    }
    return names;
  },
};
