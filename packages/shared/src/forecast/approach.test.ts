import { describe, expect, it } from 'vitest';
import { ANGLED_MAX_DEG, STRAIGHT_MAX_DEG, swellApproach } from './approach';

// A beach facing 290 (west-north-west), like Tel Aviv's.
const facing = 290;

describe('swellApproach', () => {
  it('calls a swell within 20 degrees of the beach’s facing straight on, either side', () => {
    expect(swellApproach(290, facing)).toBe('straight');
    expect(swellApproach(facing + STRAIGHT_MAX_DEG, facing)).toBe('straight');
    expect(swellApproach(facing - STRAIGHT_MAX_DEG, facing)).toBe('straight');
  });

  it('calls 21..55 degrees off angled', () => {
    expect(swellApproach(facing + STRAIGHT_MAX_DEG + 1, facing)).toBe('angled');
    expect(swellApproach(250, facing)).toBe('angled');
    expect(swellApproach(facing + ANGLED_MAX_DEG, facing)).toBe('angled');
  });

  it('calls more than 55 degrees off from the side, through north too', () => {
    expect(swellApproach(facing + ANGLED_MAX_DEG + 1, facing)).toBe('side');
    expect(swellApproach(10, facing)).toBe('side');
    expect(swellApproach(200, facing)).toBe('side');
    // Bat Galim faces 335: a swell from 5 is 30 degrees off through north.
    expect(swellApproach(5, 335)).toBe('angled');
  });
});
