import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { StoredImage } from '../db/schema';

// An account is spread over every module's tables. Each module registers its part when it
// registers (as it defines its jobs on app.jobs): the sections it adds to "download my data" and
// how it deletes or anonymises its rows when the account is deleted. The users module asks for
// all of them and knows none.

/** One section of "download my data": its key in the file is the key it is registered under. */
export interface ExportSection {
  /**
   * Its place in the file, smallest first. The sections kept the places they had when the
   * file was one list (10, 20, … 180); a new section takes a free number.
   */
  order: number;
  read(db: Db, userId: string): Promise<unknown>;
}

export interface AccountPart {
  /** The module that registers it (errors name it; it breaks ties in the erasure's order). */
  module: string;
  /**
   * The tables whose rows naming the user this part answers for, by `erase` or by the foreign
   * key's own ON DELETE (cascade, set null) once the account row goes. Each table is one
   * part's; the erasure runs a part before the parts whose tables its tables refer to.
   */
  tables: PgTable[];
  /** Its sections of the export, by key. */
  sections?: Record<string, ExportSection>;
  /**
   * Deletes or anonymises its rows, in the account deletion's transaction. Returns the images
   * to release once that transaction has committed.
   */
  erase?(tx: Db, userId: string): Promise<StoredImage[] | void>;
}

export interface AccountParts {
  register(part: AccountPart): void;
  /** Every part, in the order the erasure runs them. */
  parts(): readonly AccountPart[];
  /** Every module's sections of the export, in their order. */
  exportSections(db: Db, userId: string): Promise<Record<string, unknown>>;
  /** Runs every part's erasure in the caller's transaction; the images to release after it. */
  erase(tx: Db, userId: string): Promise<StoredImage[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountParts: AccountParts;
  }
}

/**
 * The parts in an order that respects the foreign keys: a part whose tables refer to another
 * part's tables runs first (its rows may still need the ones referred to, and a delete there
 * would cascade into them). Ties go by module name, so the order never depends on the order
 * modules registered in. A cycle between parts is an error.
 */
export function erasureOrder(parts: readonly AccountPart[]): AccountPart[] {
  const owner = new Map<PgTable, AccountPart>();
  for (const part of parts) for (const table of part.tables) owner.set(table, part);
  const runsBefore = new Map<AccountPart, Set<AccountPart>>(parts.map((p) => [p, new Set()]));
  for (const part of parts) {
    for (const table of part.tables) {
      for (const fk of getTableConfig(table).foreignKeys) {
        const referred = owner.get(fk.reference().foreignTable);
        if (referred && referred !== part) runsBefore.get(referred)!.add(part);
      }
    }
  }
  const ordered: AccountPart[] = [];
  const left = [...parts].sort((a, b) => a.module.localeCompare(b.module));
  while (left.length) {
    const next = left.findIndex((p) => [...runsBefore.get(p)!].every((q) => ordered.includes(q)));
    if (next < 0) {
      throw new Error(
        `account parts refer to each other in a cycle: ${left.map((p) => p.module).join(', ')}`,
      );
    }
    ordered.push(...left.splice(next, 1));
  }
  return ordered;
}

export function createAccountParts(): AccountParts {
  const registered: AccountPart[] = [];
  let ordered: AccountPart[] | null = null;

  const parts = () => (ordered ??= erasureOrder(registered));
  const sections = () =>
    registered
      .flatMap((part) => Object.entries(part.sections ?? {}))
      .sort(([a, x], [b, y]) => x.order - y.order || a.localeCompare(b));

  return {
    register(part) {
      for (const other of registered) {
        const table = part.tables.find((t) => other.tables.includes(t));
        if (table) {
          throw new Error(
            `account parts: ${getTableConfig(table).name} is both ${other.module}'s and ${part.module}'s`,
          );
        }
        const key = Object.keys(part.sections ?? {}).find((k) => k in (other.sections ?? {}));
        if (key) throw new Error(`account parts: export section ${key} registered twice`);
      }
      registered.push(part);
      ordered = null;
    },

    parts,

    async exportSections(db, userId) {
      const list = sections();
      const values = await Promise.all(list.map(([, section]) => section.read(db, userId)));
      return Object.fromEntries(list.map(([key], i) => [key, values[i]]));
    },

    async erase(tx, userId) {
      const images: StoredImage[] = [];
      for (const part of parts()) {
        const released = await part.erase?.(tx, userId);
        if (released) images.push(...released);
      }
      return images;
    },
  };
}

/** The registry of account parts on `app.accountParts`; modules register theirs on it. */
export const accountPartsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('accountParts', createAccountParts());
});
