import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@galim/shared/i18n/languages';
import type { TErrorCode } from '@galim/shared/common/errors';
import type { TReportTarget } from '@galim/shared/reports/schemas';
import type { Db } from '../db/client';
import type { AuthUser } from './auth';

// What a report can be about. Each module that owns such a thing registers it when it
// registers: who may report it, and how the admins' inbox names it. The reports module asks
// for the kind it is given and knows none.

/** How the reports inbox shows a target: null where it has no title or page (gone, removed). */
export interface ReportTargetName {
  title: string | null;
  path: string | null;
}

export interface ReportTarget {
  kind: TReportTarget;
  /** The error when it is missing, or hidden from whoever reports it. */
  notFound: TErrorCode;
  /** Whether this viewer may report it: they can see it (a message: they received it). */
  canReport(db: Db, id: string, viewer: AuthUser | null): Promise<boolean>;
  /** The inbox's names of these targets, by id; an id left out is gone. */
  names(db: Db, ids: string[], language: Language): Promise<Map<string, ReportTargetName>>;
  /**
   * After a report is filed: how many different signed-in users have it open. Returns whether
   * the target left public view because of it.
   */
  reported?(db: Db, id: string, openReporters: number): Promise<boolean>;
}

export interface ReportTargets {
  register(target: ReportTarget): void;
  /** The registered target of this kind (a kind no module registered is a programming error). */
  get(kind: TReportTarget): ReportTarget;
  kinds(): TReportTarget[];
}

declare module 'fastify' {
  interface FastifyInstance {
    reportTargets: ReportTargets;
  }
}

/** A target named by its words: the start of them. */
export const reportExcerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

export function createReportTargets(): ReportTargets {
  const targets = new Map<TReportTarget, ReportTarget>();
  return {
    register(target) {
      if (targets.has(target.kind))
        throw new Error(`report target ${target.kind} registered twice`);
      targets.set(target.kind, target);
    },
    get(kind) {
      const target = targets.get(kind);
      if (!target) throw new Error(`no module registered the report target ${kind}`);
      return target;
    },
    kinds: () => [...targets.keys()],
  };
}

/** The registry of report targets on `app.reportTargets`; modules register theirs on it. */
export const reportTargetsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('reportTargets', createReportTargets());
});
