import { REFERENCE_KINDS, type TReferenceKind } from '@galim/shared/reference/schemas';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import * as repo from './repo';

// Reference data rules: titles unique per kind (models: per brand), case-insensitively;
// a model's brand must exist; a row still used by boards (or a brand with models) stays.

type Row = repo.BrandRow | repo.ModelRow | repo.SimpleRow;

function serialize(row: Row, brandTitle?: string | null) {
  const base = {
    _id: row.id,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if ('logo' in row) return { ...base, logo: row.logo, brandRating: row.brandRating ?? null };
  if ('brandId' in row) return { ...base, brand: row.brandId, brandTitle: brandTitle ?? null };
  return base;
}
export type ReferenceItem = ReturnType<typeof serialize>;

export interface ReferenceInput {
  title?: string;
  description?: string;
  logo?: string;
  brandRating?: number | null;
  brand?: string;
}

export function createReferenceService(db: Db) {
  const table = (kind: TReferenceKind) => repo.referenceTables[kind];

  async function get(kind: TReferenceKind, id: string): Promise<ReferenceItem> {
    if (kind === 'models') {
      const found = await repo.findModel(db, id);
      if (!found) throw notFound(REFERENCE_KINDS.models.notFound);
      return serialize(found.model, found.brandTitle);
    }
    const row = await repo.findById(db, table(kind), id);
    if (!row) throw notFound(REFERENCE_KINDS[kind].notFound);
    return serialize(row);
  }

  async function assertBrandExists(brandId: string) {
    if (!(await repo.findById(db, repo.referenceTables.brands, brandId))) {
      throw notFound(REFERENCE_KINDS.brands.notFound);
    }
  }

  async function assertUniqueTitle(
    kind: TReferenceKind,
    title: string,
    opts: { exceptId?: string; brandId?: string },
  ) {
    if (await repo.findTitleClash(db, table(kind), title, opts)) {
      throw conflict(`${REFERENCE_KINDS[kind].label} "${title}" already exists`);
    }
  }

  function toColumns(input: ReferenceInput) {
    const { brand, ...rest } = input;
    return { ...rest, ...(brand !== undefined ? { brandId: brand } : {}) };
  }

  return {
    async list(kind: TReferenceKind, filter: { brand?: string } = {}): Promise<ReferenceItem[]> {
      if (kind === 'models') {
        const rows = await repo.listModels(db, filter.brand);
        return rows.map((r) => serialize(r.model, r.brandTitle));
      }
      if (kind === 'brands') return (await repo.listBrands(db)).map((r) => serialize(r));
      return (await repo.listSimple(db, table(kind) as typeof repo.referenceTables.categories)).map(
        (r) => serialize(r),
      );
    },

    get,

    async create(kind: TReferenceKind, input: ReferenceInput & { title: string }) {
      if (kind === 'models' && input.brand) await assertBrandExists(input.brand);
      await assertUniqueTitle(kind, input.title, { brandId: input.brand });
      const row = await repo.insertRow(db, table(kind), toColumns(input) as never);
      return get(kind, row.id);
    },

    async update(kind: TReferenceKind, id: string, input: ReferenceInput) {
      const current = await get(kind, id);
      const brandId = input.brand ?? ('brand' in current ? current.brand : undefined);
      if (kind === 'models' && input.brand) await assertBrandExists(input.brand);
      if (input.title !== undefined || input.brand !== undefined) {
        await assertUniqueTitle(kind, input.title ?? current.title, { exceptId: id, brandId });
      }
      await repo.updateRow(db, table(kind), id, toColumns(input) as never);
      return get(kind, id);
    },

    async remove(kind: TReferenceKind, id: string) {
      const current = await get(kind, id);
      const usage = await repo.countUsages(db, kind, id);
      if (usage.boards > 0) {
        throw conflict(
          `${REFERENCE_KINDS[kind].label} "${current.title}" is used by ${usage.boards} surfboard(s) and cannot be deleted`,
        );
      }
      if (usage.models > 0) {
        throw conflict(
          `Brand "${current.title}" has ${usage.models} model(s); delete or move them first`,
        );
      }
      await repo.deleteRow(db, table(kind), id);
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
