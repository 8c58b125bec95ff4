import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf } from '@galim/shared/common/api';
import {
  GEAR_FIELD_KINDS,
  ZGearInput,
  ZListing,
  ZListingPage,
  ZListingsQuery,
  type TListingPage,
} from '@galim/shared/listings/form';
import { BOARD_FIELD_KINDS, ZBoardCover, ZBoardInput } from '@galim/shared/surfboards/form';
import { BOARD_LIMITS } from '@galim/shared/surfboards/options';
import { currentUser } from '../../plugins/auth';
import { parseBody } from '../../lib/parse-body';
import { WRITES } from '../../lib/write-scopes';
import { readMultipart, typedFields } from '../images/multipart';
import { uploadRateLimit } from '../images/upload-limit';
import { errors, security } from '../surfboards/route-kit';
import { ownerBulkRoutes, ownerLifecycleRoutes } from '../surfboards/lifecycle-routes';
import { queryFacts } from '../surfboards/gear-service';
import { GEAR_PRICE_KEYS, ZGearPriceQuery } from '@galim/shared/listings/form';
import { ZPriceEstimate } from '@galim/shared/surfboards/price-estimate';
import { listingEditRoutes } from '../surfboards/listing-edit-routes';
import { scopedLikeRoutes } from '../surfboards/likes-routes';
import { scopedContactRoutes } from '../surfboards/contact-routes';
import { gearTexts as englishGear } from '@galim/shared/i18n/en/gear';
import { gearTexts as hebrewGear } from '@galim/shared/i18n/he/gear';
import type { Language } from '@galim/shared/i18n/languages';
import { describeKinds } from '@galim/shared/listings/describe';
import type { TGearTexts } from '@galim/shared/listings/labels';
import { ZListingKinds, type TListingKinds } from '@galim/shared/listings/schemas';
import { answerLanguage } from '../../lib/language';
import { fastSerializerCompiler } from '../../lib/fast-json';
import { routeJson, sendJson } from '../../lib/read-cache';
import { registerGearPageMeta } from './page-meta';

// Every kind of gear Galim carries (issue 53, decision 055). The declarations in shared are the
// one source: this answers them, worded in the request's language, for a client's forms and
// filters and for the OpenAPI document.

const GEAR_TEXTS: Record<Language, TGearTexts> = { he: hebrewGear, en: englishGear };

/** The declarations never change while the server runs: worded once per language. */
const KINDS: Record<Language, TListingKinds> = {
  he: { kinds: describeKinds(GEAR_TEXTS.he, 'he') },
  en: { kinds: describeKinds(GEAR_TEXTS.en, 'en') },
};

export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { gear, manage, listingLifecycle, price } = app.surfboards;
  registerGearPageMeta(app);
  listingEditRoutes(app);
  scopedLikeRoutes(app, '/listings', app.surfboards.listingLikes);
  scopedContactRoutes(app, '/listings', app.surfboards.listingContact);
  // Sold to a buyer, reserved, archived, renewed, deleted: as a board is (issue 53).
  ownerLifecycleRoutes(app, '/listings', listingLifecycle, ZListing, {
    tags: ['listings'],
    noun: 'listing',
  });
  ownerBulkRoutes(app, '/listings', listingLifecycle, { tags: ['listings'], nouns: 'listings' });

  app.post(
    '/listings',
    {
      onRequest: app.requireUser,
      config: { writes: WRITES.boards, rateLimit: uploadRateLimit },
      schema: {
        tags: ['listings'],
        security,
        summary:
          "Publish a listing of any kind (multipart: the board form's common fields, `kind`, `attributes` as JSON text of the kind's attributes, repeated `images`). Starts pending.",
        consumes: ['multipart/form-data'],
        response: {
          201: successOf(ZListing),
          ...errors,
          413: ZErrorResponse,
          415: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const language = answerLanguage(request, reply);
      const body = await readMultipart(request, {
        maxFiles: BOARD_LIMITS.maxImages,
        maxFileBytes: BOARD_LIMITS.maxImageBytes,
        tooLarge: 'IMAGES_TOO_LARGE',
      });
      const files = body.files.filter((f) => f.field === 'images').map((f) => f.data);
      let data;
      if (body.fields.kind === 'board') {
        // A board is the board it would be through /api/surfboards: the same rules and columns.
        const fields = typedFields(body.fields, BOARD_FIELD_KINDS);
        const input = parseBody(ZBoardInput, fields);
        const { coverIndex } = parseBody(ZBoardCover, { coverIndex: fields.coverIndex });
        const board = await manage.publish(me, input, files, coverIndex);
        data = await gear.view(board._id, me, language);
      } else {
        const fields = typedFields(body.fields, GEAR_FIELD_KINDS);
        const { kind, ...common } = fields;
        // The kind is named in words before the rest: it decides which fields there are.
        gear.checkKind(kind, language);
        const input = parseBody(ZGearInput, { kind, ...common });
        const { coverIndex } = parseBody(ZBoardCover, { coverIndex: fields.coverIndex });
        data = await gear.publish(me, input, files, coverIndex, language);
      }
      return reply.status(201).send({ success: true as const, data });
    },
  );

  // A page of listings is the API's own data: written by a serializer compiled from its
  // schema, as a page of boards is (lib/fast-json.ts, decision 050).
  const listingPage = successOf(ZListingPage);
  app.get(
    '/listings',
    {
      serializerCompiler: fastSerializerCompiler(listingPage),
      schema: {
        tags: ['listings'],
        summary:
          'Public listings of every kind, or of one (`kind`), with that kind\'s filters as further keys (`size=M,L`, `lengthMin=7`, `hood=true`); a search is read by kind ("חליפה 4/3 M")',
        querystring: ZListingsQuery,
        response: { 200: listingPage, 400: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      // Visitors share one JSON per list and language; signed-in users get their own.
      if (!request.user) {
        const toJson = (data: TListingPage) => routeJson(reply, { success: true as const, data });
        return sendJson(reply, await gear.visitorList(request.query, toJson, language));
      }
      return {
        success: true as const,
        data: await gear.list(request.query, request.user, language),
      };
    },
  );

  app.get(
    '/listings/price-estimate',
    {
      schema: {
        tags: ['listings'],
        summary:
          "What a piece of gear is worth: the 25th/50th/75th percentiles of its kind's items, those sharing its facts (further keys: `thickness=4/3&size=M`) weighing more; null figures below 5 items (not enough sales yet)",
        querystring: ZGearPriceQuery,
        response: { 200: successOf(ZPriceEstimate), 400: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      const { kind, brand, condition, exclude } = request.query;
      const attributes = queryFacts(kind, request.query, GEAR_PRICE_KEYS, language);
      return {
        success: true as const,
        data: await price.estimateListing({ kind, brand, condition, exclude, attributes }),
      };
    },
  );

  app.get(
    '/listings/:id',
    {
      schema: {
        tags: ['listings'],
        summary:
          'A listing of any kind: public ones for everyone, sold and expired ones marked so, the rest for the owner and admins',
        params: ZIdParams,
        response: { 200: successOf(ZListing), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      return {
        success: true as const,
        data: await gear.view(request.params.id, request.user ?? null, language),
      };
    },
  );

  app.get(
    '/listings/kinds',
    {
      schema: {
        tags: ['listings'],
        summary:
          "Every kind of gear, boards first, with its attributes: keys, types, options, units and bounds, worded in the request's language",
        response: { 200: successOf(ZListingKinds) },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      // Changes only with a deploy; an hour keeps a phone from asking on every form it opens.
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, data: KINDS[language] };
    },
  );
};
