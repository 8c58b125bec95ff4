import { apiError } from '../../lib/errors';
import type { BoardRecord } from '../surfboards/repo';
import { inPublicState } from '../surfboards/visibility';
import { reservationOf } from './serialize';

/**
 * A board an offer can be made or answered on: not sold (409) and public (409 unavailable). Its
 * reservation, while it holds, is the caller's to judge: an offer's own buyer may hold it.
 */
export function reservationIfForSale(board: BoardRecord) {
  if (board.isSold) throw apiError('BOARD_ALREADY_SOLD');
  if (!inPublicState(board)) throw apiError('OFFER_BOARD_UNAVAILABLE');
  return reservationOf(board);
}
