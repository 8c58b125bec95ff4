import { liveEvents } from '../../db/schema';
import type { AccountPart } from '../account-parts';

/** Live updates' part of an account: its events go with it (cascade). */
export const liveAccount: AccountPart = { module: 'live', tables: [liveEvents] };
