import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf } from '@galim/shared/common/api';
import {
  CONVERSATION_LIMITS,
  ZConversationList,
  ZConversationOpened,
  ZReportedThread,
  ZMessage,
  ZMessagesPage,
  ZMessagesQuery,
  ZLikersOfferResult,
  ZOfferInput,
  ZOfferParams,
  ZOpenConversationInput,
  ZSeenInput,
  ZSeenResult,
  ZSendMessageInput,
} from '@galim/shared/conversations/schemas';
import { ZMeetingParams, ZMeetingProposal } from '@galim/shared/meetings/schemas';
import { markLanguage, requestLanguage } from '../../lib/language';
import { rateLimit, rateLimitWithCode } from '../../lib/limits';
import { adminErrors, security } from '../../lib/route-schemas';
import { WRITES } from '../../lib/write-scopes';
import { currentUser } from '../../plugins/auth';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  404: ZErrorResponse,
  429: ZErrorResponse,
};

/**
 * Conversations about boards: a thread per board and buyer, read by its two participants only.
 * No write changes a cached public read: the seller's reply time on a board page may lag by the
 * cache's few seconds, so a message never empties the cache.
 */
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { threads: service, offers, likersOffer, moderation, meetings } = app.conversations;
  const user = { onRequest: app.requireUser };
  const tags = ['conversations'];

  app.get(
    '/conversations',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: `My conversations (at most ${CONVERSATION_LIMITS.listSize}), newest activity first, with unread counts`,
        response: { 200: successOf(ZConversationList), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(currentUser(request)) }),
  );

  app.post(
    '/conversations',
    {
      ...user,
      config: {
        writes: WRITES.nothing,
        rateLimit: rateLimitWithCode('conversationOpen', 'CONVERSATION_LIMIT'),
      },
      schema: {
        tags,
        security,
        summary:
          'Write to the seller of a public board: opens my thread about it, or continues it. The seller is notified',
        body: ZOpenConversationInput,
        response: {
          201: successOf(ZConversationOpened),
          ...errors,
          403: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const data = await service.open(
        currentUser(request),
        request.body.boardId,
        request.body.body,
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: 'A page of my thread, oldest first: the newest, or those before `before`',
        params: ZIdParams,
        querystring: ZMessagesQuery,
        response: { 200: successOf(ZMessagesPage), ...errors },
      },
    },
    async (request, reply) => {
      // A meeting's place is named in the request's language.
      const language = requestLanguage(request);
      markLanguage(reply, language);
      return {
        success: true as const,
        data: await service.messages(
          currentUser(request),
          request.params.id,
          request.query,
          language,
        ),
      };
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      ...user,
      config: { writes: WRITES.nothing, rateLimit: rateLimitWithCode('message', 'MESSAGE_LIMIT') },
      schema: {
        tags,
        security,
        summary: 'Send a message in my thread; the other side is notified (once in 10 minutes)',
        params: ZIdParams,
        body: ZSendMessageInput,
        response: { 201: successOf(ZMessage), ...errors, 403: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const data = await service.send(currentUser(request), request.params.id, request.body.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  // Offers: a write that reserves a board changes its public reads (the "שמור" label), so every
  // offer route empties the boards' cached reads.
  const offerConfig = {
    writes: WRITES.boards,
    rateLimit: rateLimitWithCode('offer', 'OFFER_LIMIT'),
  };

  app.post(
    '/conversations/:id/offers',
    {
      ...user,
      config: offerConfig,
      schema: {
        tags,
        security,
        summary:
          'A price offer in whole shekels (1 to 50,000): the buyer offers, the seller counters an open offer; the open offer is superseded',
        params: ZIdParams,
        body: ZOfferInput,
        response: { 201: successOf(ZMessage), ...errors, 403: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const data = await offers.offer(currentUser(request), request.params.id, request.body.amount);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  // Under the listing's own address (issues 55 §6 and 53): the seller's offer to everyone who
  // liked it, a board under /surfboards and a listing of any kind under /listings.
  for (const [base, scope] of [
    ['/surfboards', 'board'],
    ['/listings', 'listing'],
  ] as const) {
    app.post(
      `${base}/:id/offer-to-likers`,
      {
        ...user,
        config: offerConfig,
        schema: {
          tags,
          security,
          summary: `Send one offer to everyone who liked my ${scope}: at least 5% under its price, once in 7 days; each liker gets it in a thread of their own, valid 48 hours`,
          params: ZIdParams,
          body: ZOfferInput,
          response: {
            201: successOf(ZLikersOfferResult),
            ...errors,
            403: ZErrorResponse,
            409: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const data = await likersOffer.send(
          currentUser(request),
          request.params.id,
          request.body.amount,
          scope,
        );
        return reply.status(201).send({ success: true as const, data });
      },
    );
  }

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/conversations/:id/offers/:offerId/${answer}`,
      {
        ...user,
        config: offerConfig,
        schema: {
          tags,
          security,
          summary:
            answer === 'accept'
              ? 'Accept the open offer of the other side: the board is reserved for the buyer for 48 hours'
              : 'Decline the open offer of the other side',
          params: ZOfferParams,
          response: {
            200: successOf(ZMessage),
            ...errors,
            403: ZErrorResponse,
            409: ZErrorResponse,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await offers.answerOffer(
          currentUser(request),
          request.params.id,
          request.params.offerId,
          answer,
        ),
      }),
    );
  }

  // Meetings at a safe place (issue 56 §3): no public read changes, so no cache is emptied.
  const meetingConfig = {
    writes: WRITES.nothing,
    rateLimit: rateLimitWithCode('message', 'MESSAGE_LIMIT'),
  };

  app.post(
    '/conversations/:id/meetings',
    {
      ...user,
      config: meetingConfig,
      schema: {
        tags,
        security,
        summary:
          'Propose a meeting at one of the safe places (`GET /api/meeting-places`), 30 minutes to 30 days ahead; either side, and a new proposal replaces the open one (a change)',
        params: ZIdParams,
        body: ZMeetingProposal,
        response: { 201: successOf(ZMessage), ...errors, 403: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      markLanguage(reply, language);
      const data = await meetings.propose(
        currentUser(request),
        request.params.id,
        request.body,
        language,
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/conversations/:id/meetings/:meetingId/accept',
    {
      ...user,
      config: meetingConfig,
      schema: {
        tags,
        security,
        summary: "Accept the other side's open meeting proposal, while its time is ahead",
        params: ZMeetingParams,
        response: { 200: successOf(ZMessage), ...errors, 403: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      markLanguage(reply, language);
      return {
        success: true as const,
        data: await meetings.accept(
          currentUser(request),
          request.params.id,
          request.params.meetingId,
          language,
        ),
      };
    },
  );

  app.post(
    '/conversations/:id/seen',
    {
      ...user,
      config: { writes: WRITES.nothing, rateLimit: rateLimit('conversationSeen') },
      schema: {
        tags,
        security,
        summary: 'I have seen my thread up to this message (the pointer only moves forward)',
        params: ZIdParams,
        body: ZSeenInput,
        response: { 200: successOf(ZSeenResult), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.markSeen(currentUser(request), request.params.id, request.body.upTo),
    }),
  );

  app.get(
    '/admin/conversations/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'A thread for the moderator, only once one of its messages was reported (else 404), the reported ones marked',
        params: ZIdParams,
        response: { 200: successOf(ZReportedThread), ...adminErrors, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await moderation.reportedThread(request.params.id),
    }),
  );
};
