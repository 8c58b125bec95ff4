import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf, ZSuccess } from '@galim/shared/common/api';
import { ZSurfboard } from '@galim/shared/surfboards/schemas';
import { ZListing } from '@galim/shared/listings/form';
import { ZAuthResponse, ZLanguageChoice, ZSessionUserResponse } from '@galim/shared/users/session';
import {
  ZFitUpdate,
  ZGoogleLogin,
  ZPublicProfile,
  ZSlugAvailability,
  ZUserResponse,
  ZUserUpdate,
  ZAccountExport,
  ZSlugParams,
  ZSlugQuery,
  ZUserBoardsQuery,
  ZUserSaved,
} from '@galim/shared/users/profile';
import { currentUser } from '../../plugins/auth';
import { registerProfilePageMeta } from './page-meta';
import { rateLimit } from '../../lib/limits';
import { security } from '../../lib/route-schemas';
import { WRITES } from '../../lib/write-scopes';
import { markLanguage, requestLanguage } from '../../lib/language';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** Google sign-in, users API and public profiles. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerProfilePageMeta(app);
  const service = app.users;
  const tags = ['users'];

  app.post(
    '/users/google-login',
    {
      config: { writes: WRITES.people, rateLimit: rateLimit('signIn') },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token (verified against Google’s keys)',
        body: ZGoogleLogin,
        response: {
          200: ZAuthResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.googleLogin(request.body.googleToken, request.headers['user-agent'])),
    }),
  );

  app.post(
    '/users/me/safe-deal-seen',
    {
      onRequest: app.requireUser,
      config: { writes: WRITES.nothing, rateLimit: rateLimit('profileUpdate') },
      schema: {
        tags,
        security,
        summary: 'Remember that you dismissed the safe-deal advice (shown before a first contact)',
        response: { 200: ZSessionUserResponse, 401: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      user: await service.markSafeDealSeen(currentUser(request)),
    }),
  );

  app.put(
    '/users/me/language',
    {
      onRequest: app.requireUser,
      config: { writes: WRITES.nothing, rateLimit: rateLimit('profileUpdate') },
      schema: {
        tags,
        security,
        summary: 'Save the site language you chose: your notifications and push come in it',
        body: ZLanguageChoice,
        response: { 200: ZSessionUserResponse, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      user: await service.chooseLanguage(currentUser(request), request.body.language),
    }),
  );

  app.put(
    '/users/me/fit',
    {
      onRequest: app.requireUser,
      config: { writes: WRITES.nothing, rateLimit: rateLimit('profileUpdate') },
      schema: {
        tags,
        security,
        summary: 'Save your measures for "fits me": weight and level, height and chest (private)',
        body: ZFitUpdate,
        response: { 200: ZUserResponse, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      user: await service.saveFit(currentUser(request), request.body),
    }),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'A user: every field for yourself or an admin, public fields for others',
        params: ZIdParams,
        response: { 200: ZUserResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      user: await service.getUser(request.user, request.params.id),
    }),
  );

  app.put(
    '/users/:id',
    {
      onRequest: app.requireUser,
      preValidation: async (request) => {
        await service.checkSelf(currentUser(request), (request.params as { id: string }).id);
      },
      config: { writes: WRITES.people, rateLimit: rateLimit('profileUpdate') },
      schema: {
        tags,
        security,
        summary: 'Update your own profile',
        params: ZIdParams,
        body: ZUserUpdate,
        response: {
          200: ZUserSaved,
          ...errors,
          409: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { user } = await service.updateProfile(
        currentUser(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, user };
    },
  );

  app.delete(
    '/users/:id',
    {
      onRequest: app.requireUser,
      config: { writes: WRITES.people, rateLimit: rateLimit('accountDelete') },
      schema: {
        tags,
        security,
        summary: 'Delete your account with its boards, services, images and sessions',
        params: ZIdParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await service.deleteAccount(currentUser(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/users/:id/export',
    {
      onRequest: app.requireUser,
      config: { rateLimit: rateLimit('accountExport') },
      schema: {
        tags,
        security,
        summary: 'Download everything stored about you (JSON)',
        params: ZIdParams,
        response: {
          200: ZAccountExport,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const data = await service.exportData(currentUser(request), request.params.id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="galim-my-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send({ success: true as const, data });
    },
  );

  app.get(
    '/users/:id/surfboards',
    {
      schema: {
        tags,
        summary: 'A user’s boards: public ones, or all of them for the owner and admins',
        params: ZIdParams,
        querystring: ZUserBoardsQuery,
        response: { 200: successOf(z.array(ZSurfboard)), ...errors },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      markLanguage(reply, language);
      return {
        success: true as const,
        data: await service.listBoards(
          request.user,
          request.params.id,
          request.query.limit,
          language,
        ),
      };
    },
  );

  app.get(
    '/users/:id/listings',
    {
      schema: {
        tags,
        summary:
          'A user’s public listings of every kind (boards, wetsuits, fins…), newest first, each with its `kind` and `attributes`; the same for every viewer',
        params: ZIdParams,
        querystring: ZUserBoardsQuery,
        response: { 200: successOf(z.array(ZListing)), ...errors },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      markLanguage(reply, language);
      return {
        success: true as const,
        data: await service.listListings(
          request.user,
          request.params.id,
          request.query.limit,
          language,
        ),
      };
    },
  );

  app.get(
    '/public/profile/slug-available',
    {
      config: { rateLimit: rateLimit('slugCheck') },
      schema: {
        tags: ['public-profile'],
        summary: 'Is this public name free (for you)?',
        querystring: ZSlugQuery,
        response: { 200: successOf(ZSlugAvailability), 400: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.slugAvailability(request.user, request.query.slug),
    }),
  );

  app.get(
    '/public/profile/slug/:slug',
    {
      config: { rateLimit: rateLimit('profileLookup') },
      schema: {
        tags: ['public-profile'],
        summary: 'A public profile with only the fields its owner chose to show',
        params: ZSlugParams,
        response: { 200: successOf(ZPublicProfile), 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.publicProfile(request.user, request.params.slug),
    }),
  );
};
