import { DEFAULT_LANGUAGE, type Language } from '@galim/shared/i18n/languages';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { mergeTranslations, rowIn } from '@galim/shared/i18n/translated';
import {
  REFERENCE_KINDS,
  type TReferenceKind,
  type TReferenceTranslations,
} from '@galim/shared/reference/schemas';
import type { Db } from '../../db/client';
import { isAdmin } from '../../lib/access';
import { apiError, badRequest } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { EventPublisher } from '../../plugins/events/bus';
import * as repo from './repo';

// Reference data rules: titles unique per kind (models: per brand), case-insensitively;
// a model's brand must exist; a row still used by boards (or a brand with models) stays.
// Brands and models users propose are theirs until an admin approves them; only admins see
// who proposed what (docs/decisions/009).

type Row = repo.BrandRow | repo.ModelRow | repo.SimpleRow;

/**
 * How a read words categories and technologies (decision 051): in one language (public reads,
 * the request's), or `all`: the Hebrew as stored with every other language's texts beside it
 * (the admin tables, and the answers to admin writes). Brands and models are proper names.
 */
export type TextView = { language: Language } | 'all';
const TEXT_FIELDS = ['title', 'description'] as const;
type Proposer = { _id: string; name: string; email: string };
type ProposalKind = 'brands' | 'models';

const isProposalKind = (kind: TReferenceKind): kind is ProposalKind =>
  kind === 'brands' || kind === 'models';

/** Who is reading: anonymous, a user (sees their own proposals) or an admin (sees all). */
export function readerOf(viewer: AuthUser | null | undefined): repo.ProposalReader {
  if (!viewer) return { kind: 'public' };
  return isAdmin(viewer) ? { kind: 'all' } : { kind: 'user', id: viewer.id };
}

function proposalFields(row: repo.BrandRow | repo.ModelRow, proposers?: Map<string, Proposer>) {
  return {
    approved: row.approved,
    // Only an admin's read passes the proposers; everyone else never learns who proposed.
    ...(proposers
      ? { proposedBy: row.proposedBy ? (proposers.get(row.proposedBy) ?? null) : null }
      : {}),
  };
}

function serialize(
  row: Row,
  brandTitle?: string | null,
  proposers?: Map<string, Proposer>,
  view: TextView = 'all',
) {
  const base = {
    _id: row.id,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if ('logo' in row) {
    return {
      ...base,
      logo: row.logo,
      brandRating: row.brandRating ?? null,
      kinds: row.kinds,
      ...proposalFields(row, proposers),
    };
  }
  if ('brandId' in row) {
    return {
      ...base,
      brand: row.brandId,
      brandTitle: brandTitle ?? null,
      ...proposalFields(row, proposers),
    };
  }
  // Categories sort kinds of gear; technologies are the boards' alone.
  const kinds = 'kinds' in row ? { kinds: row.kinds } : {};
  if (view === 'all') return { ...base, ...kinds, translations: row.translations };
  return { ...base, ...kinds, ...rowIn(view.language, row, row.translations, TEXT_FIELDS) };
}
export type ReferenceItem = ReturnType<typeof serialize>;

export interface ReferenceInput {
  title?: string;
  description?: string;
  logo?: string;
  brandRating?: number | null;
  brand?: string;
  translations?: TReferenceTranslations;
  kinds?: TListingKind[];
}

export function createReferenceService(db: Db, events: EventPublisher) {
  const table = (kind: TReferenceKind) => repo.referenceTables[kind];

  /** The proposers of these rows, by id, when the reader is an admin. */
  async function proposersFor(
    reader: repo.ProposalReader,
    rows: { proposedBy?: string | null }[],
  ): Promise<Map<string, Proposer> | undefined> {
    if (reader.kind !== 'all') return undefined;
    const ids = [...new Set(rows.map((r) => r.proposedBy).filter((v): v is string => !!v))];
    const found = await repo.findProposers(db, ids);
    return new Map(found.map((u) => [u.id, { _id: u.id, name: u.name, email: u.email }]));
  }

  async function get(
    kind: TReferenceKind,
    id: string,
    reader: repo.ProposalReader = { kind: 'all' },
    view: TextView = 'all',
  ): Promise<ReferenceItem> {
    if (isProposalKind(kind) && !(await repo.isVisible(db, table(kind) as never, id, reader))) {
      throw apiError(REFERENCE_KINDS[kind].notFound);
    }
    if (kind === 'models') {
      const found = await repo.findModel(db, id);
      if (!found) throw apiError('MODEL_NOT_FOUND');
      return serialize(found.model, found.brandTitle, await proposersFor(reader, [found.model]));
    }
    const row = await repo.findById(db, table(kind), id);
    if (!row) throw apiError(REFERENCE_KINDS[kind].notFound);
    return serialize(
      row,
      undefined,
      'logo' in row ? await proposersFor(reader, [row]) : undefined,
      view,
    );
  }

  async function assertBrandExists(brandId: string) {
    if (!(await repo.findById(db, repo.referenceTables.brands, brandId))) {
      throw apiError('BRAND_NOT_FOUND');
    }
  }

  async function assertUniqueTitle(
    kind: TReferenceKind,
    title: string,
    opts: { exceptId?: string; brandId?: string; language?: string },
  ) {
    if (await repo.findTitleClash(db, table(kind), title, opts)) {
      throw apiError('REFERENCE_EXISTS', {
        message: `${REFERENCE_KINDS[kind].label} "${title}" already exists`,
      });
    }
  }

  /** Names in another language are unique per kind too: two English "Fish" rows would confuse. */
  async function assertUniqueTranslations(
    kind: TReferenceKind,
    translations: TReferenceTranslations | undefined,
    exceptId?: string,
  ) {
    for (const [language, texts] of Object.entries(translations ?? {})) {
      const title = texts?.title?.trim();
      if (title) await assertUniqueTitle(kind, title, { exceptId, language });
    }
  }

  /** The row's columns; translations merged into the stored ones by language (`current`). */
  function toColumns(input: ReferenceInput, current?: ReferenceItem) {
    const { brand, translations, ...rest } = input;
    return {
      ...rest,
      ...(brand !== undefined ? { brandId: brand } : {}),
      ...(translations !== undefined
        ? {
            translations: mergeTranslations(
              current && 'translations' in current ? current.translations : undefined,
              translations,
            ),
          }
        : {}),
    };
  }

  return {
    async list(
      kind: TReferenceKind,
      filter: { brand?: string; kind?: TListingKind } = {},
      viewer: AuthUser | null = null,
      view: TextView = 'all',
    ): Promise<ReferenceItem[]> {
      const reader = readerOf(viewer);
      if (kind === 'models') {
        const rows = await repo.listModels(db, reader, filter.brand);
        const proposers = await proposersFor(
          reader,
          rows.map((r) => r.model),
        );
        return rows.map((r) => serialize(r.model, r.brandTitle, proposers));
      }
      if (kind === 'brands') {
        const rows = await repo.listBrands(db, reader, filter.kind);
        const proposers = await proposersFor(reader, rows);
        return rows.map((r) => serialize(r, undefined, proposers));
      }
      const items = (
        kind === 'categories'
          ? await repo.listCategories(db, filter.kind)
          : await repo.listSimple(db, repo.referenceTables.technologies)
      ).map((r) => serialize(r, undefined, undefined, view));
      // Stored by Hebrew name; another language's list is ordered by the names it shows.
      if (view !== 'all' && view.language !== DEFAULT_LANGUAGE) {
        items.sort((a, b) => a.title.localeCompare(b.title, view.language));
      }
      return items;
    },

    /** One row; proposals only for their proposer and admins. */
    read(kind: TReferenceKind, id: string, viewer: AuthUser | null, view: TextView = 'all') {
      return get(kind, id, readerOf(viewer), view);
    },

    /** Whether the viewer may see (and so use) this brand or model. */
    isVisible(kind: ProposalKind, id: string, viewer: AuthUser) {
      return repo.isVisible(db, table(kind) as never, id, readerOf(viewer));
    },

    /** An admin lists a user's proposal publicly. */
    async approve(kind: TReferenceKind, id: string) {
      if (!isProposalKind(kind))
        throw badRequest(`${REFERENCE_KINDS[kind].label} needs no approval`);
      if (!(await repo.approve(db, table(kind) as never, id))) {
        throw apiError(REFERENCE_KINDS[kind].notFound);
      }
      return get(kind, id);
    },

    async create(kind: TReferenceKind, input: ReferenceInput & { title: string }) {
      if (kind === 'models' && input.brand) await assertBrandExists(input.brand);
      await assertUniqueTitle(kind, input.title, { brandId: input.brand });
      await assertUniqueTranslations(kind, input.translations);
      const row = await repo.insertRow(db, table(kind), toColumns(input) as never);
      return get(kind, row.id);
    },

    /** The row after the update; a new name has the boards that carry it found by it anew. */
    async update(kind: TReferenceKind, id: string, input: ReferenceInput) {
      const current = await get(kind, id);
      const brandId = input.brand ?? ('brand' in current ? current.brand : undefined);
      if (kind === 'models' && input.brand) await assertBrandExists(input.brand);
      if (input.title !== undefined || input.brand !== undefined) {
        await assertUniqueTitle(kind, input.title ?? current.title, { exceptId: id, brandId });
      }
      await assertUniqueTranslations(kind, input.translations, id);
      const columns = toColumns(input, current);
      // An empty update changes nothing (and an empty SET is not SQL).
      if (Object.keys(columns).length) {
        await events.transaction(async (tx, publish) => {
          await repo.updateRow(tx, table(kind), id, columns as never);
          // Boards are found by these names: once committed, the search module rewrites theirs
          // in the background.
          if (columns.title !== undefined && columns.title !== current.title) {
            await publish('reference.renamed', { kind, id });
          }
        });
      }
      return get(kind, id);
    },

    async remove(kind: TReferenceKind, id: string) {
      const current = await get(kind, id);
      const usage = await repo.countUsages(db, kind, id);
      if (usage.boards > 0) {
        throw apiError('REFERENCE_IN_USE', {
          message: `${REFERENCE_KINDS[kind].label} "${current.title}" is used by ${usage.boards} surfboard(s) and cannot be deleted`,
        });
      }
      if (usage.models > 0) {
        throw apiError('BRAND_HAS_MODELS', {
          message: `Brand "${current.title}" has ${usage.models} model(s); delete or move them first`,
        });
      }
      await repo.deleteRow(db, table(kind), id);
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
