// The forecast models Galim asks Open-Meteo for (issue 54, part 1): wave models from the marine
// API, wind models from the forecast API, each with how far ahead it reaches and which hourly
// variables it has. Declared once; the API client, the confidence rule and the accuracy page
// derive from it.
//
// Reaches and variables as Open-Meteo's model pages and the issue give them (written without a
// network; the client never trusts them: a value past a model's reach comes back null and stays
// absent). `reachDays` is whole days from the model's run, rounded down, so the catalogue never
// promises an hour a model does not give.

/** Hourly variables of the marine API that Galim reads. */
export const WAVE_VARIABLES = [
  'wave_height',
  'wave_period',
  'wave_direction',
  'swell_wave_height',
  'swell_wave_period',
  'swell_wave_direction',
  'secondary_swell_wave_height',
  'secondary_swell_wave_period',
  'secondary_swell_wave_direction',
  'wind_wave_height',
  'wind_wave_period',
  'wind_wave_direction',
] as const;
export type WaveVariable = (typeof WAVE_VARIABLES)[number];

/** Hourly variables of the forecast (weather) API that Galim reads from each wind model. */
export const WIND_VARIABLES = ['wind_speed_10m', 'wind_gusts_10m', 'wind_direction_10m'] as const;
export type WindVariable = (typeof WIND_VARIABLES)[number];

const TOTAL = ['wave_height', 'wave_period', 'wave_direction'] as const;
const SWELL = ['swell_wave_height', 'swell_wave_period', 'swell_wave_direction'] as const;
const SECONDARY = [
  'secondary_swell_wave_height',
  'secondary_swell_wave_period',
  'secondary_swell_wave_direction',
] as const;
const WIND_SEA = ['wind_wave_height', 'wind_wave_period', 'wind_wave_direction'] as const;

export type ModelProvider = 'Météo-France' | 'ECMWF' | 'NOAA' | 'DWD';

interface ModelEntry<V extends string> {
  /** Open-Meteo's name, as in `models=` and the suffix of every answered key. */
  readonly id: string;
  /** The model's own name: a proper name, the same in Hebrew and English. */
  readonly name: string;
  /** Key of a longer description in the language tables (for the accuracy page). */
  readonly nameKey: string;
  readonly provider: ModelProvider;
  /** Days ahead of its run that the model reaches (whole days, rounded down). */
  readonly reachDays: number;
  readonly variables: readonly V[];
}

export const WAVE_MODELS = [
  {
    id: 'meteofrance_wave',
    name: 'MFWAM',
    nameKey: 'forecast.models.meteofrance_wave',
    provider: 'Météo-France',
    reachDays: 10,
    variables: [...TOTAL, ...SWELL, ...SECONDARY, ...WIND_SEA],
  },
  {
    // ECMWF's open wave data has the total sea only: no swell or wind-sea parts.
    id: 'ecmwf_wam025',
    name: 'ECMWF WAM',
    nameKey: 'forecast.models.ecmwf_wam025',
    provider: 'ECMWF',
    reachDays: 10,
    variables: [...TOTAL],
  },
  {
    id: 'ncep_gfswave025',
    name: 'GFS-Wave',
    nameKey: 'forecast.models.ncep_gfswave025',
    provider: 'NOAA',
    reachDays: 16,
    variables: [...TOTAL, ...SWELL, ...SECONDARY, ...WIND_SEA],
  },
  {
    // DWD's European model: fine near the coast, short.
    id: 'ewam',
    name: 'EWAM',
    nameKey: 'forecast.models.ewam',
    provider: 'DWD',
    reachDays: 3,
    variables: [...TOTAL, ...SWELL, ...WIND_SEA],
  },
  {
    id: 'gwam',
    name: 'GWAM',
    nameKey: 'forecast.models.gwam',
    provider: 'DWD',
    reachDays: 7,
    variables: [...TOTAL, ...SWELL, ...WIND_SEA],
  },
] as const satisfies readonly ModelEntry<WaveVariable>[];

export const WIND_MODELS = [
  {
    id: 'icon_seamless',
    name: 'ICON',
    nameKey: 'forecast.models.icon_seamless',
    provider: 'DWD',
    reachDays: 7,
    variables: [...WIND_VARIABLES],
  },
  {
    id: 'gfs_seamless',
    name: 'GFS',
    nameKey: 'forecast.models.gfs_seamless',
    provider: 'NOAA',
    reachDays: 16,
    variables: [...WIND_VARIABLES],
  },
  {
    id: 'ecmwf_ifs025',
    name: 'ECMWF IFS',
    nameKey: 'forecast.models.ecmwf_ifs025',
    provider: 'ECMWF',
    reachDays: 15,
    variables: [...WIND_VARIABLES],
  },
  {
    id: 'meteofrance_seamless',
    name: 'ARPEGE / AROME',
    nameKey: 'forecast.models.meteofrance_seamless',
    provider: 'Météo-France',
    reachDays: 4,
    variables: [...WIND_VARIABLES],
  },
] as const satisfies readonly ModelEntry<WindVariable>[];

export type WaveModel = (typeof WAVE_MODELS)[number];
export type WindModel = (typeof WIND_MODELS)[number];
export type WaveModelId = WaveModel['id'];
export type WindModelId = WindModel['id'];
export type ModelId = WaveModelId | WindModelId;

export const WAVE_MODEL_IDS = WAVE_MODELS.map((m) => m.id) as readonly WaveModelId[];
export const WIND_MODEL_IDS = WIND_MODELS.map((m) => m.id) as readonly WindModelId[];

/** How far Galim's forecast reaches: the longest of the wave models. */
export const FORECAST_REACH_DAYS = Math.max(...WAVE_MODELS.map((m) => m.reachDays));

export function isWaveModelId(id: string): id is WaveModelId {
  return (WAVE_MODEL_IDS as readonly string[]).includes(id);
}

export function isWindModelId(id: string): id is WindModelId {
  return (WIND_MODEL_IDS as readonly string[]).includes(id);
}

export function waveModel(id: WaveModelId): WaveModel {
  return WAVE_MODELS.find((m) => m.id === id)!;
}

export function windModel(id: WindModelId): WindModel {
  return WIND_MODELS.find((m) => m.id === id)!;
}

/** Whether the catalogue says a model has a variable (the answer may still lack it). */
export function modelHas(model: WaveModel | WindModel, variable: WaveVariable | WindVariable) {
  return (model.variables as readonly string[]).includes(variable);
}

/** The wave models the catalogue expects to reach `daysAhead` (0 = today). */
export function waveModelsReaching(daysAhead: number): WaveModelId[] {
  return WAVE_MODELS.filter((m) => daysAhead < m.reachDays).map((m) => m.id);
}
