import { reportExcerpt, type ReportTarget } from '../../plugins/report-targets';
import { reviewReportTargets } from './service';

/**
 * A review of a seller, as a report's target: public until a moderator removes it. The inbox
 * names it by the start of its text and opens the seller's profile; a removed one has neither.
 */
export const sellerReviewReportTarget: ReportTarget = {
  kind: 'seller_review',
  notFound: 'REVIEW_NOT_FOUND',
  async canReport(db, id) {
    const [review] = await reviewReportTargets(db, [id]);
    return Boolean(review && !review.removedAt);
  },
  async names(db, ids) {
    const reviews = await reviewReportTargets(db, ids);
    return new Map(
      reviews.map((review) => {
        const shown = !review.removedAt;
        return [
          review.id,
          {
            title: shown ? reportExcerpt(review.body) : null,
            path: shown && review.sellerSlug ? `/u/${review.sellerSlug}#reviews` : null,
          },
        ];
      }),
    );
  },
};
