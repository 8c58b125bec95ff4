import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf, ZCreatedId } from '@galim/shared/common/api';
import {
  QUESTION_LIMITS,
  ZAnswerInput,
  ZQuestionInput,
  ZQuestionList,
  ZQuestionListQuery,
  ZQuestionAnswered,
} from '@galim/shared/questions/schemas';
import { rateLimit } from '../../lib/limits';
import { security } from '../../lib/route-schemas';
import { currentUser } from '../../plugins/auth';
import { createQuestionsService } from './service';
import { WRITES } from '../../lib/write-scopes';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  404: ZErrorResponse,
  429: ZErrorResponse,
};

/** Questions to a seller about a board, and the seller's answers. */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createQuestionsService(app.db, app.alerts);
  const user = { onRequest: app.requireUser };
  const tags = ['questions'];

  app.post(
    '/surfboards/:id/questions',
    {
      ...user,
      config: { writes: WRITES.nothing, rateLimit: rateLimit('question') },
      schema: {
        tags,
        security,
        summary: `Ask the seller about a public board (not your own, not sold; at most ${QUESTION_LIMITS.openPerBoard} unanswered per board). The seller is notified; only the two of you read it`,
        params: ZIdParams,
        body: ZQuestionInput,
        response: {
          201: successOf(ZCreatedId),
          ...errors,
          403: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const data = await service.ask(currentUser(request), request.params.id, request.body.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/questions',
    {
      ...user,
      schema: {
        tags,
        security,
        summary:
          'My questions: about my boards (received, waiting ones first) or the ones I asked, newest first',
        querystring: ZQuestionListQuery,
        response: { 200: successOf(ZQuestionList), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(currentUser(request), request.query),
    }),
  );

  app.post(
    '/questions/:id/answer',
    {
      ...user,
      config: { writes: WRITES.boards, rateLimit: rateLimit('answer') },
      schema: {
        tags,
        security,
        summary: 'Answer a question about one of my boards (once); the asker is notified',
        params: ZIdParams,
        body: ZAnswerInput,
        response: {
          200: successOf(ZQuestionAnswered),
          ...errors,
          409: ZErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.answer(currentUser(request), request.params.id, request.body.answer),
    }),
  );
};
