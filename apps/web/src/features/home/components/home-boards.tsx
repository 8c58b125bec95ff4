import { useState } from 'react';
import { BoardFilters } from '../../../components/boards/board-filters';
import { BoardResults } from '../../../components/boards/board-results';
import type { TBoardFilters } from '../../../lib/queries/board-search';

/**
 * The home page's board list with its filters. A chunk of its own, loaded when the section
 * nears the screen: the filters' reference data, the search and the card images are not part
 * of the first load.
 */
export default function HomeBoards() {
  const [filters, setFilters] = useState<TBoardFilters>({});
  return (
    <>
      <BoardFilters filters={filters} onChange={setFilters} />
      <div className="mt-6">
        <BoardResults filters={filters} onChange={setFilters} />
      </div>
    </>
  );
}
