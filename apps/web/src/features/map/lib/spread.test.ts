import { describe, expect, it } from 'vitest';
import type { MapPoint } from '../api/map-points';
import { spread } from './spread';

const at = (id: string, lat: number, lng: number): MapPoint => ({
  id,
  lat,
  lng,
  title: id,
  detail: '',
});

describe('where the map draws places that share a point', () => {
  it('sets them apart around the point, each its own tap, and leaves a lone place where it is', () => {
    const drawn = spread([
      at('a', 32.08, 34.78),
      at('b', 32.08, 34.78),
      at('c', 32.08, 34.78),
      at('d', 32.5, 34.9),
    ]);
    expect(drawn[3]).toEqual([34.9, 32.5]);
    const ring = drawn.slice(0, 3);
    expect(new Set(ring.map((p) => p.join())).size).toBe(3);
    for (const [lng, lat] of ring) {
      // Within half a kilometre of the rounded point, never at another rounded point.
      expect(Math.hypot(lng - 34.78, lat - 32.08)).toBeGreaterThan(0.001);
      expect(Math.hypot(lng - 34.78, lat - 32.08)).toBeLessThan(0.005);
    }
  });
});
