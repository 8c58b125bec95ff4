import { userBlocks } from '../../db/schema';
import type { AccountPart } from '../../plugins/account-parts';

/** The blocks module's part of an account: the blocks either way go with it (cascade). */
export const blocksAccount: AccountPart = { module: 'blocks', tables: [userBlocks] };
