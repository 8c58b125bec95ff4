import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { testBoard } from '../../test/fixtures';
import { renderWithApp } from '../../test/kit';
import { BoardCard } from './board-card';

// A board held for a buyer whose offer was accepted stays in the lists, labelled "שמור" while
// the reservation holds (issue 43).

describe('the board card', () => {
  it('says "שמור" while the reservation holds, and not after', () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const earlier = new Date(Date.now() - 1000).toISOString();
    renderWithApp(
      <>
        <BoardCard
          board={testBoard({ _id: '1'.repeat(24), title: 'גלשן א', reservedUntil: later })}
        />
        <BoardCard
          board={testBoard({ _id: '2'.repeat(24), title: 'פג', reservedUntil: earlier })}
        />
        <BoardCard board={testBoard({ _id: '3'.repeat(24), title: 'פנוי' })} />
      </>,
      { path: '/' },
    );
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toHaveTextContent('שמור');
    expect(cards[1]).not.toHaveTextContent('שמור');
    expect(cards[2]).not.toHaveTextContent('שמור');
  });
});
