import { describe, expect, it } from 'vitest';
import {
  FORECAST_REACH_DAYS,
  isWaveModelId,
  isWindModelId,
  modelHas,
  WAVE_MODEL_IDS,
  WAVE_MODELS,
  WAVE_VARIABLES,
  waveModel,
  waveModelsReaching,
  WIND_MODEL_IDS,
  WIND_MODELS,
  WIND_VARIABLES,
} from './models';

describe('the model catalogue', () => {
  it("names the issue's wave and wind models once each", () => {
    expect(WAVE_MODEL_IDS).toEqual([
      'meteofrance_wave',
      'ecmwf_wam025',
      'ncep_gfswave025',
      'ewam',
      'gwam',
    ]);
    expect(WIND_MODEL_IDS).toEqual([
      'icon_seamless',
      'gfs_seamless',
      'ecmwf_ifs025',
      'meteofrance_seamless',
    ]);
    const ids = [...WAVE_MODEL_IDS, ...WIND_MODEL_IDS];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every wave model the total sea, and only known variables', () => {
    for (const m of WAVE_MODELS) {
      expect(m.variables).toContain('wave_height');
      for (const v of m.variables) expect(WAVE_VARIABLES).toContain(v);
      expect(m.reachDays).toBeGreaterThan(0);
    }
    for (const m of WIND_MODELS) {
      for (const v of m.variables) expect(WIND_VARIABLES).toContain(v);
    }
  });

  it('knows ECMWF WAM has no swell parts', () => {
    expect(modelHas(waveModel('ecmwf_wam025'), 'swell_wave_height')).toBe(false);
    expect(modelHas(waveModel('meteofrance_wave'), 'swell_wave_height')).toBe(true);
  });

  it('reaches 16 days with GFS-Wave alone past day 10', () => {
    expect(FORECAST_REACH_DAYS).toBe(16);
    expect(waveModelsReaching(0)).toHaveLength(5);
    expect(waveModelsReaching(3)).not.toContain('ewam');
    expect(waveModelsReaching(9)).toEqual(['meteofrance_wave', 'ecmwf_wam025', 'ncep_gfswave025']);
    expect(waveModelsReaching(10)).toEqual(['ncep_gfswave025']);
    expect(waveModelsReaching(15)).toEqual(['ncep_gfswave025']);
    expect(waveModelsReaching(16)).toEqual([]);
  });

  it('tells wave from wind model ids', () => {
    expect(isWaveModelId('gwam')).toBe(true);
    expect(isWaveModelId('gfs_seamless')).toBe(false);
    expect(isWindModelId('gfs_seamless')).toBe(true);
    expect(isWindModelId('nope')).toBe(false);
  });
});
