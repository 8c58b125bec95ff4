import { describe, expect, it } from 'vitest';
import {
  CHOP_MIN_FACTOR,
  secondarySwellPoints,
  SECONDARY_MAX_POINTS,
  slotScore,
  waveScore,
  windWaveFactor,
} from './score';
import { findSpot } from './spots';

// The rules of docs/forecast-score.md for the sea's parts beside the primary swell.
const hilton = findSpot('tel-aviv-hilton')!.tuning; // swell window 240..330

// 0.45 m at 10 s from 280 with no wind or tide: 50 before the parts.
const primary = { waveHeightM: 0.45, periodS: 10, swellDirection: 280 };

describe('the primary swell keeps its rules', () => {
  it('scores as before when the model gives no other part', () => {
    expect(slotScore(primary, hilton).score).toBe(50);
    expect(
      slotScore({ ...primary, secondarySwell: null, windWaveHeightM: null }, hilton).score,
    ).toBe(50);
  });
});

describe('secondary swell', () => {
  it('adds a quarter of its own score when it comes from within the window', () => {
    const part = { heightM: 0.3, periodS: 8, direction: 300 };
    expect(secondarySwellPoints(part, hilton)).toBeCloseTo(0.25 * waveScore(0.3, 8), 6);
    expect(slotScore({ ...primary, secondarySwell: part }, hilton).score).toBe(
      Math.round(50 + 0.25 * waveScore(0.3, 8)),
    );
  });

  it('adds nothing from outside the window or without a direction', () => {
    expect(secondarySwellPoints({ heightM: 1, periodS: 10, direction: 190 }, hilton)).toBe(0);
    expect(secondarySwellPoints({ heightM: 1, periodS: 10, direction: null }, hilton)).toBe(0);
    expect(
      slotScore({ ...primary, secondarySwell: { heightM: 1, periodS: 10, direction: 190 } }, hilton)
        .score,
    ).toBe(50);
  });

  it('adds at most 10 points', () => {
    expect(secondarySwellPoints({ heightM: 2, periodS: 14, direction: 290 }, hilton)).toBe(
      SECONDARY_MAX_POINTS,
    );
  });
});

describe('wind waves', () => {
  it('change nothing up to 0.3 m', () => {
    expect(windWaveFactor(0.3)).toBe(1);
    expect(windWaveFactor(0)).toBe(1);
    expect(slotScore({ ...primary, windWaveHeightM: 0.3 }, hilton).score).toBe(50);
  });

  it('take 40% off per metre above 0.3 m', () => {
    expect(windWaveFactor(0.55)).toBeCloseTo(0.9, 6);
    expect(slotScore({ ...primary, windWaveHeightM: 0.55 }, hilton).score).toBe(45);
  });

  it('take at most 30% off', () => {
    expect(windWaveFactor(1.05)).toBeCloseTo(CHOP_MIN_FACTOR, 6);
    expect(windWaveFactor(3)).toBe(CHOP_MIN_FACTOR);
  });
});
