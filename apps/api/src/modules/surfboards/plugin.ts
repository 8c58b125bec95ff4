import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { surfboardsAccount } from './account';
import { createAnalyticsService } from './analytics-service';
import { createBrowseService } from './browse-service';
import { createContactService } from './contact-service';
import { createGearService } from './gear-service';
import { createLifecycleService } from './lifecycle-service';
import { createLikesService } from './likes-service';
import { createManageService } from './manage-service';
import { createBoardModeration } from './moderation-service';
import { createPriceService } from './price-service';
import { createProposalService } from './proposal-service';
import { boardReportTarget } from './report-targets';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The marketplace's services, one per use case, built once (modules/surfboards/plugin.ts):
     * `browse`, `likes`, `price`, `manage` (publish and edit), `proposals` (brands and models a
     * seller proposes), `analytics`, `lifecycle`, `moderation` (the admins') and `gear` (every
     * kind of listing: publish, page and lists under /api/listings).
     */
    surfboards: {
      browse: ReturnType<typeof createBrowseService>;
      /** Contact outside Galim: clicks and the seller's phone and e-mail (boards). */
      contact: ReturnType<typeof createContactService>;
      /** The same contact for listings of every kind (/api/listings/{id}/contact). */
      listingContact: ReturnType<typeof createContactService>;
      likes: ReturnType<typeof createLikesService>;
      /** The same likes for listings of every kind (/api/listings/{id}/like, favourites). */
      listingLikes: ReturnType<typeof createLikesService>;
      price: ReturnType<typeof createPriceService>;
      manage: ReturnType<typeof createManageService>;
      proposals: ReturnType<typeof createProposalService>;
      analytics: ReturnType<typeof createAnalyticsService>;
      lifecycle: ReturnType<typeof createLifecycleService>;
      /** The same lifecycle for listings of every kind (/api/listings/{id}/…). */
      listingLifecycle: ReturnType<typeof createLifecycleService>;
      moderation: ReturnType<typeof createBoardModeration>;
      gear: ReturnType<typeof createGearService>;
    };
  }
}

/** Listings whose term ends soon are looked for every hour. */
const EXPIRY_REMINDERS_EVERY_SECONDS = 60 * 60;

/**
 * The surfboards module: its services, once, its part of an account, its report target and its
 * job. After the reference module's plugin: a proposed model's brand is looked up through it.
 */
export const surfboardsPlugin = fp(
  async (app: FastifyInstance) => {
    app.accountParts.register(surfboardsAccount);
    app.reportTargets.register(boardReportTarget);
    const { db, images, events } = app;
    app.decorate('surfboards', {
      browse: createBrowseService(db, app.database.readDb, app.readCache),
      contact: createContactService(db),
      listingContact: createContactService(db, 'listing'),
      likes: createLikesService(db),
      listingLikes: createLikesService(db, 'listing'),
      price: createPriceService(db),
      manage: createManageService({ db, images, events }),
      proposals: createProposalService(db, app.reference),
      analytics: createAnalyticsService(db),
      lifecycle: createLifecycleService({ db, images, events }),
      listingLifecycle: createLifecycleService({ db, images, events }, 'listing'),
      moderation: createBoardModeration(db, events),
      gear: createGearService(
        { db, images, events },
        { readDb: app.database.readDb, cache: app.readCache },
      ),
    });
    // "Still for sale?" to sellers whose listing's term ends within 7 days (decision 058).
    app.jobs.define('listing-expiry', () => app.surfboards.lifecycle.remindExpiring(), {
      runnable: true,
      every: EXPIRY_REMINDERS_EVERY_SECONDS,
    });
  },
  { name: 'surfboards', dependencies: ['reference'] },
);
