import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createMeetingPlaces, type MeetingPlaces } from './places';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin-kept safe places to meet (modules/meetings/places.ts). */
    meetingPlaces: MeetingPlaces;
  }
}

/** The meetings module: the safe places, which the conversations' meetings are set at. */
export const meetingsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('meetingPlaces', createMeetingPlaces(app.db));
  },
  { name: 'meetings' },
);
