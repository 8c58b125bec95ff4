import type { z } from 'zod';
import type { TContactMessage, ZContactRequest } from '@galim/shared/contact/schemas';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import { logActivity } from '../activity/service';
import { activityLine } from '../activity/lines';
import * as repo from './repo';

function serialize(row: repo.ContactRow): TContactMessage {
  return {
    _id: row.id,
    type: row.type,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createContactService(db: Db) {
  return {
    async send(input: z.output<typeof ZContactRequest>, userId: string | null) {
      const row = await repo.insertMessage(db, input);
      await logActivity(
        db,
        'contact_message',
        userId,
        activityLine('contactMessage', input.subject),
      );
      return serialize(row);
    },

    async list(status: 'new' | 'handled' | 'all') {
      const [rows, counts] = await Promise.all([
        repo.listMessages(db, status),
        repo.countByStatus(db),
      ]);
      return { messages: rows.map(serialize), counts };
    },

    async setStatus(id: string, status: 'new' | 'handled') {
      const row = await repo.setStatus(db, id, status);
      if (!row) throw apiError('MESSAGE_NOT_FOUND');
      return serialize(row);
    },
  };
}
