import { describe, expect, it } from 'vitest';
import { plural } from './plural';
import { sellerReviewsTexts } from './seller-reviews';
import { sellerTrustTexts } from './seller-trust';
import { surfboardsTexts } from './surfboards';

describe('English counts', () => {
  const forms = { one: '1 board', two: 'two boards', other: '# boards' };

  it('uses the one form for exactly one', () => {
    expect(plural(1, forms)).toBe('1 board');
  });

  it('uses the other form for zero and more than one, never the Hebrew two', () => {
    expect(plural(0, forms)).toBe('0 boards');
    expect(plural(2, forms)).toBe('2 boards');
    expect(plural(5, forms)).toBe('5 boards');
  });

  it('groups thousands with commas', () => {
    expect(plural(1234, forms)).toBe('1,234 boards');
  });

  it('uses the other form for fractions', () => {
    expect(plural(1.5, forms)).toBe('1.5 boards');
  });
});

describe('English tables count in English', () => {
  it('says one board, and more with grouped numbers', () => {
    expect(surfboardsTexts.resultCount(1)).toBe('1 board');
    expect(surfboardsTexts.resultCount(2)).toBe('2 boards');
    expect(sellerTrustTexts.boardsSold(1234)).toBe('1,234 boards sold on Galim');
    expect(sellerTrustTexts.replyTime(150)).toBe('Usually replies within 3 hours');
    expect(sellerTrustTexts.replyTime(24 * 60)).toBe('Usually replies within a day');
    expect(sellerTrustTexts.replyRate(85)).toBe('Replies to at least 85% of messages');
    expect(sellerReviewsTexts.summary(4.5, 1)).toBe('4.5 out of 5 · 1 review');
  });
});
