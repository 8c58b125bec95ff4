import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Stars } from './service-price';

// Issue 42 item 13: a 4.5 rating is four stars and a half, not five.

const fills = (rating: number) => {
  const { container } = render(<Stars rating={rating} />);
  return [...container.querySelectorAll('[data-fill]')].map((s) => s.getAttribute('data-fill'));
};

describe('rating stars', () => {
  it('draw halves: 4.5 is four full stars and a half one', () => {
    expect(fills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(fills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(fills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(fills(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(fills(0.4)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });
});
