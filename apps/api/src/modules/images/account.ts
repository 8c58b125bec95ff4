import { photoHashes } from '../../db/schema';
import type { AccountPart } from '../../plugins/account-parts';

/** The images module's part of an account: the hashes of its photos go with it (cascade). */
export const imagesAccount: AccountPart = { module: 'images', tables: [photoHashes] };
