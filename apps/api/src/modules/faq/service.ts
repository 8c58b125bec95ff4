import {
  FAQ_ORDER_STEP,
  type TFaqItem,
  type ZFaqInput,
  type ZFaqReorder,
  type ZFaqUpdate,
} from '@galim/shared/faq/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { apiError, badRequest } from '../../lib/errors';
import * as repo from './repo';

function serialize(row: repo.FaqRow): TFaqItem {
  return {
    _id: row.id,
    question: row.question,
    answer: row.answer,
    category: row.category,
    order: row.order,
    visible: row.visible,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createFaqService(db: Db) {
  return {
    async list(opts: { visibleOnly: boolean }): Promise<TFaqItem[]> {
      return (await repo.listFaq(db, opts)).map(serialize);
    },

    /** A new item without an explicit order goes to the end of its category. */
    async create(input: z.output<typeof ZFaqInput>): Promise<TFaqItem> {
      const order = input.order ?? (await repo.nextOrder(db, input.category, FAQ_ORDER_STEP));
      return serialize(await repo.insertFaq(db, { ...input, order }));
    },

    async update(id: string, input: z.output<typeof ZFaqUpdate>): Promise<TFaqItem> {
      // Nothing to change (unknown keys are stripped): answer the item as it is.
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const row = Object.keys(changes).length
        ? await repo.updateFaq(db, id, changes)
        : await repo.findFaq(db, id);
      if (!row) throw apiError('FAQ_NOT_FOUND');
      return serialize(row);
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.deleteFaq(db, id))) throw apiError('FAQ_NOT_FOUND');
    },

    /** Drag and drop within a category: the listed items get orders 0, 10, 20, ... */
    async reorder(input: z.output<typeof ZFaqReorder>): Promise<TFaqItem[]> {
      const ids = [...new Set(input.ids)];
      const rows = await repo.findMany(db, ids);
      if (rows.length !== ids.length) throw apiError('FAQ_NOT_FOUND');
      if (rows.some((r) => r.category !== input.category)) {
        throw badRequest('Items can only be reordered within their own category');
      }
      await repo.setOrders(
        db,
        ids.map((id, i) => ({ id, order: i * FAQ_ORDER_STEP })),
      );
      return (await repo.listFaq(db, { visibleOnly: false })).map(serialize);
    },
  };
}
