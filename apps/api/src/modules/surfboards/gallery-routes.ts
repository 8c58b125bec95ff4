import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, ZErrorResponse, successOf } from '@galim/shared/common/api';
import { ZListing } from '@galim/shared/listings/form';
import { BOARD_LIMITS } from '@galim/shared/surfboards/options';
import { ZImageLayout } from '@galim/shared/surfboards/form';
import { ZSurfboard } from '@galim/shared/surfboards/schemas';
import { currentUser } from '../../plugins/auth';
import { markLanguage, requestLanguage } from '../../lib/language';
import { parseBody } from '../../lib/parse-body';
import { WRITES } from '../../lib/write-scopes';
import { readMultipart, typedFields } from '../images/multipart';
import { uploadRateLimit } from '../images/upload-limit';
import { errors, ownerGuards, ownerTags, security } from './route-kit';

/** A listing's photos as a request carries them: at most the listing's count, each not too large. */
export function readImages(request: FastifyRequest) {
  return readMultipart(request, {
    maxFiles: BOARD_LIMITS.maxImages,
    maxFileBytes: BOARD_LIMITS.maxImageBytes,
    tooLarge: 'IMAGES_TOO_LARGE',
  });
}

/** The gallery's multipart fields, typed. */
const LAYOUT_FIELD_KINDS = { numbers: ['coverIndex'], json: ['layout'] };

/** What differs between a board's gallery and a listing's (issue 53). */
const SCOPES = {
  '/surfboards': { scope: 'board', tags: ownerTags, answer: ZSurfboard, noun: 'board' },
  '/listings': { scope: 'listing', tags: ['listings'], answer: ZListing, noun: 'listing' },
} as const;

/**
 * The seller replaces a listing's gallery under `base`: a board's under /surfboards, a listing's
 * of any kind under /listings. Whose it is is settled before the files are read.
 */
export function scopedGalleryRoute(fastify: FastifyInstance, base: keyof typeof SCOPES): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { manage } = app.surfboards;
  const { scope, answer, noun } = SCOPES[base];
  const check = scope === 'board' ? manage.checkAccess : manage.checkListingAccess;
  const { changeOne } = ownerGuards(app.requireUser, check);

  app.put(
    `${base}/:id/images`,
    {
      ...changeOne,
      config: { writes: WRITES.boards, rateLimit: uploadRateLimit },
      schema: {
        tags: [...SCOPES[base].tags],
        security,
        summary: `Replace a ${noun}'s gallery (multipart): \`layout\` JSON list of kept keys and \`new:N\` for the N-th uploaded \`images\` file, \`coverIndex\``,
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: {
          200: successOf(answer),
          ...errors,
          413: ZErrorResponse,
          415: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const body = await readImages(request);
      // No layout is a 400, not an empty gallery: removing every photo is the list `[]`.
      const { layout, coverIndex } = typedFields(body.fields, LAYOUT_FIELD_KINDS);
      const parsed = parseBody(ZImageLayout, { layout, coverIndex });
      const files = body.files.filter((f) => f.field === 'images').map((f) => f.data);
      const language = requestLanguage(request);
      if (scope === 'listing') markLanguage(reply, language);
      return {
        success: true as const,
        data: await manage.replaceImages(request.params.id, me, parsed, files, {
          scope,
          language,
        }),
      };
    },
  );
}
