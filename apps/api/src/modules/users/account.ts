import { userSlugHistory, users } from '../../db/schema';
import type { AccountPart } from '../../plugins/account-parts';
import { deleteUser } from './repo';

/**
 * The users module's part of an account: the account row (the export's `user` is the profile,
 * added by the service) and its old public addresses, which go with it (cascade).
 */
export const usersAccount: AccountPart = {
  module: 'users',
  tables: [users, userSlugHistory],
  erase: deleteUser,
};
