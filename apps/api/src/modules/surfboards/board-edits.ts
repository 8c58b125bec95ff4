import type { Db } from '../../db/client';
import type { StoredImage } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { TEditedDetails } from '@galim/shared/admin/schemas';
import { hasPoint, storedPoint } from '@galim/shared/geo/near';
import type {
  TBoardCondition,
  TFinSystem,
  TSellerType,
  TSkillLevel,
} from '@galim/shared/surfboards/options';
import {
  generateBoardTitle,
  type TBoardInput,
  type TBoardUpdate,
} from '@galim/shared/surfboards/form';
import type { Board } from './board-access';
import { boardSearchText } from './search-text';
import type { BoardInsert } from './repo';
import { lookUpReferences, type ReferenceTitles } from './owner-repo';

// What a publish or an edit writes: references that must exist, generated titles, the search
// text, and re-review after content edits (manage-service.ts writes it).

/** Fields whose change a moderator must see again (text the public reads, and images). */
const REVIEWED_FIELDS = [
  'title',
  'description',
  'color',
  'locationText',
  'brandId',
  'modelId',
  'categoryId',
  'technologyId',
] as const;

export function createBoardEdits(db: Db) {
  /** Checks that the references exist and returns the titles the board's text needs. */
  async function checkReferences(ids: {
    brand?: string | null;
    model?: string | null;
    category?: string | null;
    technology?: string | null;
  }) {
    const refs = await lookUpReferences(db, ids);
    const fail = (path: string, message: string) => {
      throw badRequest(message, [{ path: `body.${path}`, message }]);
    };
    if (ids.brand && refs.brandTitle === null) fail('brand', 'Brand not found');
    if (ids.category && !refs.categoryExists) fail('category', 'Category not found');
    if (ids.technology && !refs.technologyExists) fail('technology', 'Technology not found');
    if (ids.model) {
      if (refs.modelTitle === null) fail('model', 'Model not found');
      if (ids.brand && refs.modelBrandId !== ids.brand) {
        fail('model', 'Model does not belong to the chosen brand');
      }
    }
    return refs;
  }

  /** The row of a new board; `refs` from checkReferences(input), looked up once per board. */
  function toInsert(
    user: AuthUser,
    input: TBoardInput,
    refs: ReferenceTitles,
    stored: StoredImage[],
  ) {
    const title =
      input.title ??
      generateBoardTitle({
        brandTitle: refs.brandTitle,
        modelTitle: refs.modelTitle,
        length: input.length,
      });
    // Stored rounded to about a kilometre, or the centre of the city typed (issue 56).
    const [lng, lat] = input.location?.coordinates ?? [0, 0];
    const point = storedPoint({ lat, lng }, input.locationText);
    return {
      sellerId: user.id,
      title,
      description: input.description ?? '',
      price: Math.round(input.price),
      brandId: input.brand,
      modelId: input.model ?? null,
      categoryId: input.category,
      technologyId: input.technology ?? null,
      condition: input.condition as TBoardCondition,
      volume: input.volume,
      length: input.length,
      width: input.width ?? null,
      thickness: input.thickness ?? null,
      finSetup: input.finSetup ?? null,
      finSystem: (input.finSystem as TFinSystem | undefined) ?? null,
      color: input.color ?? null,
      skillLevel: (input.skillLevel as TSkillLevel | undefined) ?? null,
      availability: input.availability ?? true,
      sellerType: (input.sellerType as TSellerType | undefined) ?? 'private',
      showContact: input.showContact ?? true,
      locationText: input.locationText,
      lat: point.lat,
      lng: point.lng,
      images: stored,
      coverIndex: 0,
      moderationStatus: 'pending' as const,
      searchText: boardSearchText({
        title,
        brandTitle: refs.brandTitle,
        modelTitle: refs.modelTitle,
        categoryTitle: refs.categoryTitle,
        technologyTitle: refs.technologyTitle,
        skillLevel: input.skillLevel,
        description: input.description,
      }),
    } satisfies BoardInsert;
  }

  /** The column changes of an edit, with the search text and review status that follow. */
  async function toChanges(board: Board, input: TBoardUpdate, nextImages?: StoredImage[]) {
    const brand = input.brand ?? board.brandId;
    const model = input.model === undefined ? board.modelId : input.model;
    const refs = await checkReferences({
      brand,
      model,
      category: input.category ?? board.categoryId,
      technology: input.technology === undefined ? board.technologyId : input.technology,
    });
    const values: Partial<BoardInsert> = {};
    const set = <K extends keyof BoardInsert>(k: K, v: BoardInsert[K] | undefined) => {
      if (v !== undefined) values[k] = v;
    };
    set('description', input.description);
    set('price', input.price === undefined ? undefined : Math.round(input.price));
    set('brandId', input.brand);
    set('modelId', input.model);
    set('categoryId', input.category);
    set('technologyId', input.technology);
    set('condition', input.condition);
    set('volume', input.volume);
    set('length', input.length);
    set('width', input.width);
    set('thickness', input.thickness);
    set('finSetup', input.finSetup);
    set('finSystem', input.finSystem);
    set('color', input.color);
    set('skillLevel', input.skillLevel);
    set('availability', input.availability);
    set('sellerType', input.sellerType);
    set('showContact', input.showContact);
    set('locationText', input.locationText);
    // A new point, rounded; a new place without one where the board had none: its city's centre.
    if (input.location || (input.locationText !== undefined && !hasPoint(board))) {
      const [lng, lat] = input.location?.coordinates ?? [0, 0];
      const point = storedPoint({ lat, lng }, input.locationText ?? board.locationText);
      [values.lat, values.lng] = [point.lat, point.lng];
    }
    if (input.title !== undefined) {
      values.title =
        input.title ||
        generateBoardTitle({
          brandTitle: refs.brandTitle,
          modelTitle: refs.modelTitle,
          length: input.length ?? board.length,
        });
    }

    let removed: StoredImage[] = [];
    const currentImages = board.images;
    let images = nextImages;
    if (!images && input.imageOrder) {
      const byKey = new Map(currentImages.map((i) => [i.key, i]));
      const unknown = input.imageOrder.find((k) => !byKey.has(k));
      if (unknown) throw badRequest(`Unknown image ${unknown}`);
      images = input.imageOrder.map((k) => byKey.get(k)!);
    }
    if (images) {
      const kept = new Set(images.map((i) => i.key));
      removed = currentImages.filter((i) => !kept.has(i.key));
      if (images.map((i) => i.key).join() !== currentImages.map((i) => i.key).join()) {
        values.images = images;
      }
    }
    const imageCount = (images ?? currentImages).length;
    if (input.coverIndex !== undefined) {
      if (input.coverIndex >= Math.max(imageCount, 1)) throw badRequest('Invalid cover index');
      values.coverIndex = input.coverIndex;
    } else if (values.images) {
      // Keep the same cover image when it is still there, else the first one.
      const coverKey = currentImages[board.coverIndex]?.key;
      values.coverIndex = Math.max(
        0,
        images!.findIndex((i) => i.key === coverKey),
      );
    }

    // A new price, or photos added or removed (not only reordered): a renewal may move it up the
    // newest-first list (decision 058).
    const hadImage = new Set(currentImages.map((i) => i.key));
    const newPhotos = removed.length > 0 || Boolean(images?.some((i) => !hadImage.has(i.key)));
    if ((values.price !== undefined && values.price !== board.price) || newPhotos) {
      values.offerChangedAt = new Date();
    }
    const next = { ...board, ...values };
    const reviewedChanged =
      REVIEWED_FIELDS.some((f) => (next[f] ?? null) !== (board[f] ?? null)) ||
      values.images !== undefined ||
      (values.coverIndex !== undefined && values.coverIndex !== board.coverIndex);
    if (reviewedChanged && board.moderationStatus !== 'pending') {
      values.moderationStatus = 'pending';
      values.moderatedAt = null;
    }
    const edits =
      board.moderationStatus === 'approved' ? await approvedFactEdits(board, next, refs) : [];
    values.searchText = boardSearchText({
      title: next.title,
      brandTitle: refs.brandTitle,
      modelTitle: refs.modelTitle,
      categoryTitle: refs.categoryTitle,
      technologyTitle: refs.technologyTitle,
      skillLevel: next.skillLevel,
      description: next.description,
    });
    return { values, removed, edits };
  }

  /**
   * Brand, model and location of an approved board as they were and as they will be: a seller
   * who turns an approved board into another one is held for the moderator (an `edited` hold).
   */
  async function approvedFactEdits(
    board: Board,
    next: Board,
    refs: ReferenceTitles,
  ): Promise<TEditedDetails['changes']> {
    const brandChanged = next.brandId !== board.brandId;
    const modelChanged = next.modelId !== board.modelId;
    const edits: TEditedDetails['changes'] = [];
    if (brandChanged || modelChanged) {
      const before = await lookUpReferences(db, {
        brand: board.brandId,
        model: board.modelId,
      });
      if (brandChanged) {
        edits.push({ field: 'brand', before: before.brandTitle, after: refs.brandTitle });
      }
      if (modelChanged) {
        edits.push({ field: 'model', before: before.modelTitle, after: refs.modelTitle });
      }
    }
    if (
      next.locationText !== board.locationText ||
      next.lat !== board.lat ||
      next.lng !== board.lng
    ) {
      edits.push({ field: 'location', before: board.locationText, after: next.locationText });
    }
    return edits;
  }

  return { checkReferences, toInsert, toChanges };
}
