import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MAX_PERIOD_SECONDS } from '../../plugins/jobs/queue';
import { hashMissingPhotos } from './hash-backfill';
import { imagesAccount } from './account';

/** Photos without a perceptual hash are looked for twice a day (the longest period a job has). */
export const PHOTO_HASHES_EVERY_SECONDS = MAX_PERIOD_SECONDS;

/** The images' job: photos kept before the copied-photo check get their hash (twice a day, and by hand). */
export const imagesPlugin = fp(async (app: FastifyInstance) => {
  app.accountParts.register(imagesAccount);
  app.jobs.define('photo-hashes', () => hashMissingPhotos(app.db, app.images.storage), {
    runnable: true,
    every: PHOTO_HASHES_EVERY_SECONDS,
  });
});
