import { brands, models } from '../../db/schema';
import type { AccountPart } from '../../plugins/account-parts';

/** The reference data's part of an account: brands and models it proposed lose it (set null). */
export const referenceAccount: AccountPart = { module: 'reference', tables: [brands, models] };
