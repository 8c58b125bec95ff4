import { normalizeReferenceTitle, type TReferenceExists } from '@galim/shared/reference/schemas';
import type { Db } from '../../db/client';
import { isAdmin } from '../../lib/access';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { ReferenceService } from '../reference/service';
import { findBrandByTitle, findModelByTitle, insertBrand, insertModel } from './owner-repo';

// The brands and models a seller proposes from the publish form.

/** `references` is the reference module's service (app.reference): a model's brand must be visible. */
export function createProposalService(db: Db, references: Pick<ReferenceService, 'isVisible'>) {
  return {
    /**
     * A signed-in user may add a brand or model the lists lack: a new one is recorded as the
     * user's proposal, usable by them at once and listed publicly once an admin approves it
     * (docs/decisions/009). A title that exists (any letter case or spacing) is a 409 naming
     * the existing item, for the form to offer picking it.
     */
    async propose(
      user: AuthUser,
      kind: 'brand' | 'model',
      rawTitle: string,
      brandId?: string,
    ): Promise<{ _id: string; title: string; created: boolean }> {
      const title = normalizeReferenceTitle(rawTitle);
      const proposal = { proposedBy: user.id, approved: isAdmin(user) };
      const exists = (row: { id: string; title: string }) =>
        apiError('REFERENCE_EXISTS', {
          message: `${kind === 'brand' ? 'Brand' : 'Model'} "${row.title}" already exists`,
          extra: {
            existing: { kind, _id: row.id, title: row.title },
          } satisfies Pick<TReferenceExists, 'existing'>,
        });
      if (kind === 'brand') {
        const existing = await findBrandByTitle(db, title);
        if (existing) throw exists(existing);
        const row = await insertBrand(db, title, proposal);
        return { _id: row.id, title: row.title, created: true };
      }
      if (!brandId || !(await references.isVisible('brands', brandId, user))) {
        throw apiError('BRAND_NOT_FOUND');
      }
      const existing = await findModelByTitle(db, brandId, title);
      if (existing) throw exists(existing);
      const row = await insertModel(db, brandId, title, proposal);
      return { _id: row.id, title: row.title, created: true };
    },
  };
}
