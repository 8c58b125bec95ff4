import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { formatDate as formatDateEn, formatPrice as formatPriceEn } from '../../../i18n/en/format';
import { boardDetailTexts as english } from '../../../i18n/en/board-detail';
import { PriceDropNote } from './price-drop-note';

// Issue 55: under a board's price, its last change when it was a drop, with both prices and
// how long ago, as the app writes relative dates; nothing for a rise or before any change.

const now = new Date('2026-11-29T12:00:00Z');
const threeDaysAgo = '2026-11-26T09:00:00.000Z';

describe('the price drop under a board’s price', () => {
  it('says how far it came down, and when', () => {
    const { container } = render(
      <PriceDropNote
        now={now}
        history={[
          { from: 2300, to: 1900, at: threeDaysAgo },
          { from: 2100, to: 2300, at: '2026-11-20T09:00:00.000Z' },
        ]}
      />,
    );
    // The prices as the Hebrew pages write them everywhere (Intl's he-IL form, marks and all).
    expect(container.textContent).toBe(
      'ירד מ-\u200f2,300\u00a0\u200f₪ ל-\u200f1,900\u00a0\u200f₪ לפני 3 ימים',
    );
    expect(screen.getByText(/^ירד מ-/)).toBeVisible();
  });

  it('dates an older drop by its day', () => {
    render(
      <PriceDropNote now={now} history={[{ from: 900, to: 800, at: '2026-10-01T09:00:00Z' }]} />,
    );
    expect(screen.getByText(/^ירד מ-.*ב-01\/10\/2026$/)).toBeVisible();
  });

  it('says nothing of a rise, nor before the price changed', () => {
    const { container, rerender } = render(
      <PriceDropNote now={now} history={[{ from: 1900, to: 2300, at: threeDaysAgo }]} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<PriceDropNote now={now} history={undefined} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PriceDropNote now={now} history={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads in English on the English pages', () => {
    const when = (at: string) => formatDateEn(at, now);
    expect(english.priceDropped(formatPriceEn(2300), formatPriceEn(1900), when(threeDaysAgo))).toBe(
      'Down from ₪2,300 to ₪1,900 3 days ago',
    );
    expect(
      english.priceDropped(formatPriceEn(2300), formatPriceEn(1900), when(now.toISOString())),
    ).toBe('Down from ₪2,300 to ₪1,900 today');
  });
});
