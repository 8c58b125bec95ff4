import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { TSellerTrust } from '@galim/shared/users/trust';
import { REPLY_RATE_RULE } from '@galim/shared/users/reply-rate';
import { legalTexts as he } from '../../i18n/he/legal';
import { legalTexts as en } from '../../i18n/en/legal';
import { SellerFacts } from './seller-facts';

const trust: TSellerTrust = {
  memberSince: '2024-03-10T09:00:00.000Z',
  boardsSold: 2,
  googleVerified: true,
  replyRate: null,
};

describe('about the seller', () => {
  it('says the rating of the seller’s services, in Hebrew, when there are reviews', () => {
    render(<SellerFacts trust={{ ...trust, reviews: { count: 2, average: 4.5 } }} />);
    expect(
      screen.getByText('דירוג 4.5 מתוך 5, לפי שתי ביקורות על השירותים בגלים'),
    ).toBeInTheDocument();
    expect(screen.getByText('שני גלשנים נמכרו בגלים')).toBeInTheDocument();
  });

  it('says nothing of reviews when there are none, and nothing at all when hidden', () => {
    const { container, rerender } = render(<SellerFacts trust={trust} />);
    expect(screen.queryByText(/דירוג/)).toBeNull();
    expect(screen.queryByText(/עונה בדרך כלל/)).toBeNull();
    rerender(<SellerFacts trust={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says buyers' reviews of the seller even when the profile hides the other facts", () => {
    render(<SellerFacts trust={undefined} sellerReviews={{ count: 3, average: 4.7 }} />);
    expect(screen.getByText('דירוג 4.7 מתוך 5 מקונים בגלים (3 ביקורות)')).toBeInTheDocument();
    expect(screen.queryByText(/נמכרו בגלים/)).toBeNull();
  });

  it('says how fast the seller usually answers, in hours or days', () => {
    const cases: [number, string][] = [
      [12, 'עונה בדרך כלל להודעות תוך שעה'],
      [60, 'עונה בדרך כלל להודעות תוך שעה'],
      [61, 'עונה בדרך כלל להודעות תוך שעתיים'],
      [5 * 60, 'עונה בדרך כלל להודעות תוך 5 שעות'],
      [24 * 60 + 1, 'עונה בדרך כלל להודעות תוך יומיים'],
      [3 * 24 * 60, 'עונה בדרך כלל להודעות תוך 3 ימים'],
    ];
    for (const [replyMinutes, text] of cases) {
      const { unmount } = render(<SellerFacts trust={{ ...trust, replyMinutes }} />);
      expect(screen.getByText(text)).toBeInTheDocument();
      unmount();
    }
  });

  it('says the reply rate as its band, beside the reply time, and nothing without one', () => {
    const { rerender } = render(
      <SellerFacts trust={{ ...trust, replyMinutes: 90, replyRate: 75 }} />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    const time = items.indexOf('עונה בדרך כלל להודעות תוך שעתיים');
    expect(items[time + 1]).toBe('עונה לפחות ל־75% מההודעות');
    rerender(<SellerFacts trust={{ ...trust, replyRate: 100 }} />);
    expect(screen.getByText('עונה לכל ההודעות')).toBeInTheDocument();
    rerender(<SellerFacts trust={{ ...trust, replyMinutes: 90 }} />);
    expect(screen.queryByText(/מההודעות|לכל ההודעות/)).toBeNull();
  });

  it('has its rule on the privacy page, with the shared rule’s numbers, in both languages', () => {
    for (const [legal, rate] of [
      [he, 'אחוז המענה'],
      [en, 'reply rate'],
    ] as const) {
      const rule = legal.privacy.sections.flatMap((s) => s.items).find((i) => i.includes(rate));
      expect(rule).toContain(`${REPLY_RATE_RULE.windowDays}`);
      expect(rule).toContain(`${REPLY_RATE_RULE.minPeople} `);
      for (const band of REPLY_RATE_RULE.bands.slice(1)) expect(rule).toContain(`${band}%`);
    }
  });
});
