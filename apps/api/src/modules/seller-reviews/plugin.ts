import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createSellerReviewsService } from './service';
import { sellerReviewsAccount } from './account';
import { sellerReviewReportTarget } from './report-targets';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reviews of sellers, built once (modules/seller-reviews/plugin.ts). */
    sellerReviews: ReturnType<typeof createSellerReviewsService>;
  }
}

/** The seller reviews module: its service, once, its part of an account and its report target. */
export const sellerReviewsPlugin = fp(
  async (app: FastifyInstance) => {
    app.accountParts.register(sellerReviewsAccount);
    app.reportTargets.register(sellerReviewReportTarget);
    app.decorate('sellerReviews', createSellerReviewsService(app.db, app.events));
  },
  { name: 'seller-reviews' },
);
