import type { TEditedDetails } from '@galim/shared/admin/schemas';
import { hasPoint, storedPoint } from '@galim/shared/geo/near';
import type { Language } from '@galim/shared/i18n/languages';
import type { TGearUpdate } from '@galim/shared/listings/form';
import { attributeOf } from '@galim/shared/listings/gear';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { listingProblem } from '@galim/shared/listings/validate';
import type { TAttributeValue } from '@galim/shared/listings/attributes';
import type { TBoardCondition, TSellerType } from '@galim/shared/surfboards/options';
import type { Db } from '../../db/client';
import type { Board } from './board-access';
import { gearReference } from './gear-repo';
import {
  gearBodyPath,
  gearReferenceTitle,
  gearSearchText,
  gearTitle,
  refuseListing,
} from './gear-service';
import type { BoardInsert } from './repo';

// What an edit of a piece of gear writes (issue 53): its attributes laid over the stored ones and
// checked as a whole against the kind, a brand or category checked against the kind when the
// edit names a new one, the title and search text made again, and re-review after a change to
// what the moderator approved (manage-service.ts writes it, as it does a board's edit).

type Attributes = Record<string, TAttributeValue>;

/** Fields whose change a moderator must see again: what the public reads, and the place. */
const REVIEWED_FIELDS = [
  'title',
  'description',
  'locationText',
  'lat',
  'lng',
  'brandId',
  'categoryId',
] as const;

/** The same facts whatever the order their keys were written in. */
const sameAttributes = (a: Attributes, b: Attributes) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([k, v]) => JSON.stringify(v) === JSON.stringify(b[k]));

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The stored attributes with the edit's laid over them (null removes a key), refused in the
 * request's words when the whole set breaks the kind's declarations; undefined: none sent.
 */
function mergedAttributes(
  kind: TListingKind,
  stored: Attributes,
  sent: unknown,
  language: Language,
): Attributes | undefined {
  if (sent === undefined) return undefined;
  const refuse = (problem: Parameters<typeof refuseListing>[0]) =>
    refuseListing(problem, kind, language, gearBodyPath);
  if (!isRecord(sent)) throw refuse({ code: 'LISTING_WRONG_TYPE', field: 'attributes' });
  const merged: Attributes = { ...stored };
  for (const [key, value] of Object.entries(sent)) {
    if (value !== null) {
      merged[key] = value as TAttributeValue;
    } else if (!attributeOf(kind, key)) {
      // Removing a key the kind does not have is named as adding it would be.
      throw refuse(
        listingProblem(kind, { [key]: null }) ?? { code: 'LISTING_UNKNOWN_ATTRIBUTE', field: key },
      );
    } else {
      delete merged[key];
    }
  }
  const problem = listingProblem(kind, merged);
  if (problem) throw refuse(problem);
  return merged;
}

export function createGearEdits(db: Db) {
  const titleOf = async (table: 'brand' | 'category', id: string | null) =>
    id ? ((await gearReference(db, table, id))?.title ?? null) : null;

  /**
   * A brand or category after the edit and its title: checked against the kind only when the
   * edit names another one (an admin may since have kept the stored one for other kinds).
   */
  async function reference(
    table: 'brand' | 'category',
    sent: string | null | undefined,
    stored: string | null,
    kind: TListingKind,
    language: Language,
  ) {
    if (sent === undefined || sent === stored)
      return { id: stored, title: await titleOf(table, stored) };
    return { id: sent, title: await gearReferenceTitle(db, table, sent, kind, language) };
  }

  /** The column changes of an edit, with the search text and review status that follow. */
  async function toChanges(listing: Board, input: TGearUpdate, language: Language) {
    const kind = listing.kind as TListingKind;
    const attributes = mergedAttributes(kind, listing.attributes, input.attributes, language);
    const brand = await reference('brand', input.brand, listing.brandId, kind, language);
    const category = await reference(
      'category',
      input.category,
      listing.categoryId,
      kind,
      language,
    );

    const values: Partial<BoardInsert> = {};
    const set = <K extends keyof BoardInsert>(k: K, v: BoardInsert[K] | undefined) => {
      if (v !== undefined) values[k] = v;
    };
    set('attributes', attributes);
    set('description', input.description);
    set('price', input.price === undefined ? undefined : Math.round(input.price));
    set('brandId', input.brand);
    set('categoryId', input.category);
    set('condition', input.condition as TBoardCondition | undefined);
    set('availability', input.availability);
    set('sellerType', input.sellerType as TSellerType | undefined);
    set('showContact', input.showContact);
    set('locationText', input.locationText);
    // A new point, rounded; a new place without one where it had none: its city's centre.
    if (input.location || (input.locationText !== undefined && !hasPoint(listing))) {
      const [lng, lat] = input.location?.coordinates ?? [0, 0];
      const point = storedPoint({ lat, lng }, input.locationText ?? listing.locationText);
      [values.lat, values.lng] = [point.lat, point.lng];
    }
    const facts = attributes ?? listing.attributes;
    if (input.title !== undefined) {
      values.title = input.title || gearTitle(kind, facts, brand.title, language);
    }
    // A new price may move it up the newest-first list, as a board's does (decision 058).
    if (values.price !== undefined && values.price !== listing.price) {
      values.offerChangedAt = new Date();
    }

    const next = { ...listing, ...values };
    const reviewedChanged =
      REVIEWED_FIELDS.some((f) => (next[f] ?? null) !== (listing[f] ?? null)) ||
      !sameAttributes(next.attributes, listing.attributes);
    if (reviewedChanged && listing.moderationStatus !== 'pending') {
      values.moderationStatus = 'pending';
      values.moderatedAt = null;
    }
    values.searchText = gearSearchText({
      kind,
      attributes: facts,
      title: next.title,
      brandTitle: brand.title,
      categoryTitle: category.title,
      description: next.description,
    });
    const edits =
      listing.moderationStatus === 'approved'
        ? await approvedFactEdits(listing, next, brand.title)
        : [];
    return { values, edits };
  }

  /**
   * The maker and place of an approved listing as they were and will be: a seller who turns an
   * approved listing into another one is held for the moderator (an `edited` hold), as a board.
   */
  async function approvedFactEdits(
    listing: Board,
    next: Board,
    brandTitle: string | null,
  ): Promise<TEditedDetails['changes']> {
    const edits: TEditedDetails['changes'] = [];
    if (next.brandId !== listing.brandId) {
      edits.push({
        field: 'brand',
        before: await titleOf('brand', listing.brandId),
        after: brandTitle,
      });
    }
    if (
      next.locationText !== listing.locationText ||
      next.lat !== listing.lat ||
      next.lng !== listing.lng
    ) {
      edits.push({ field: 'location', before: listing.locationText, after: next.locationText });
    }
    return edits;
  }

  return { toChanges };
}
