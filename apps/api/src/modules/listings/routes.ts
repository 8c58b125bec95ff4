import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successOf } from '@galim/shared/common/api';
import { gearTexts as englishGear } from '@galim/shared/i18n/en/gear';
import { gearTexts as hebrewGear } from '@galim/shared/i18n/he/gear';
import type { Language } from '@galim/shared/i18n/languages';
import { describeKinds } from '@galim/shared/listings/describe';
import type { TGearTexts } from '@galim/shared/listings/labels';
import { ZListingKinds, type TListingKinds } from '@galim/shared/listings/schemas';
import { markLanguage, requestLanguage } from '../../lib/language';

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
      const language = requestLanguage(request);
      markLanguage(reply, language);
      // Changes only with a deploy; an hour keeps a phone from asking on every form it opens.
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, data: KINDS[language] };
    },
  );
};
