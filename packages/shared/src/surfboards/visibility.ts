import type { TModerationStatus } from './options';

// Who sees a board. A board is public (in every list, on its page, in its seller's profile, in
// the sitemap and in alerts) when it is approved, available, not archived and not sold, its
// listing's term has not ended (`expired`, decision 058), and its seller is not blocked. A sold
// board keeps its page, shown as sold, and an expired one its page, shown as expired; both leave
// every list. The board's own columns of the rule live here, for the API (in SQL and on rows)
// and the web app; the term and the seller's part only the API knows.

/** The board columns the rule reads, named as the API shows them. */
export interface BoardState {
  moderationStatus: TModerationStatus;
  archived: boolean;
  sold: boolean;
  availability: boolean;
}

/** A public board's columns. */
export const PUBLIC_BOARD_STATE = {
  moderationStatus: 'approved',
  archived: false,
  sold: false,
  availability: true,
} as const satisfies BoardState;

/** A sold board whose page still opens. */
export const SOLD_PAGE_STATE = {
  moderationStatus: 'approved',
  archived: false,
  sold: true,
} as const satisfies Partial<BoardState>;

/** Whether the board's columns hold every value of `state`. */
export function inState(board: BoardState, state: Partial<BoardState>): boolean {
  return (Object.keys(state) as (keyof BoardState)[]).every((key) => board[key] === state[key]);
}
