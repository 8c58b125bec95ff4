import {
  FAQ_ORDER_STEP,
  type TFaqItem,
  type ZFaqInput,
  type ZFaqReorder,
  type ZFaqUpdate,
} from '@galim/shared/faq/schemas';
import type { z } from 'zod';
import type { Language } from '@galim/shared/i18n/languages';
import { mergeTranslations, rowIn } from '@galim/shared/i18n/translated';
import type { Db } from '../../db/client';
import { apiError, badRequest } from '../../lib/errors';
import * as repo from './repo';

const TEXT_FIELDS = ['question', 'answer', 'category'] as const;

/** The admin's view: the Hebrew as stored, with the other languages' texts beside it. */
function serialize(row: repo.FaqRow): TFaqItem {
  return {
    _id: row.id,
    question: row.question,
    answer: row.answer,
    category: row.category,
    translations: row.translations,
    order: row.order,
    visible: row.visible,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The public view: question, answer and category in `language` (each Hebrew when empty). */
function serializeIn(row: repo.FaqRow, language: Language): TFaqItem {
  const { translations: _all, ...item } = serialize(row);
  return { ...item, ...rowIn(language, row, row.translations, TEXT_FIELDS) };
}

export function createFaqService(db: Db) {
  return {
    async list(opts: { visibleOnly: boolean }): Promise<TFaqItem[]> {
      return (await repo.listFaq(db, opts)).map(serialize);
    },

    /** The visible items as a visitor reads them, in `language`. */
    async publicList(language: Language): Promise<TFaqItem[]> {
      return (await repo.listFaq(db, { visibleOnly: true })).map((r) => serializeIn(r, language));
    },

    /** A new item without an explicit order goes to the end of its category. */
    async create(input: z.output<typeof ZFaqInput>): Promise<TFaqItem> {
      const order = input.order ?? (await repo.nextOrder(db, input.category, FAQ_ORDER_STEP));
      const translations = mergeTranslations(undefined, input.translations);
      return serialize(await repo.insertFaq(db, { ...input, order, translations }));
    },

    async update(id: string, input: z.output<typeof ZFaqUpdate>): Promise<TFaqItem> {
      // Nothing to change (unknown keys are stripped): answer the item as it is.
      const changes: Partial<repo.FaqRow> = Object.fromEntries(
        Object.entries(input).filter(([, v]) => v !== undefined),
      );
      if (input.translations !== undefined) {
        // Merged into the stored texts by language, so a client naming English keeps the rest.
        const current = await repo.findFaq(db, id);
        if (!current) throw apiError('FAQ_NOT_FOUND');
        changes.translations = mergeTranslations(current.translations, input.translations);
      }
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
