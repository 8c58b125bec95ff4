import { z } from 'zod';
import { ZId, ZSuccess } from '../common/api';

/** One signed-in device of the user (a sign-in and the tokens refresh derived from it). */
export const ZSessionInfo = z.object({
  _id: ZId,
  userAgent: z.string().nullable(),
  /** When the sign-in happened. */
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** The session of the request itself ("this device"). */
  current: z.boolean(),
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

export const ZSessionList = ZSuccess.extend({ data: z.array(ZSessionInfo) });

export const ZRevokedCount = ZSuccess.extend({
  data: z.object({ revoked: z.number().int() }),
});
/** The answer's `data` (what the web's api client returns). */
export type TRevokedCount = z.infer<typeof ZRevokedCount>['data'];

export interface DeviceSummary {
  browser: string | null;
  os: string | null;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A short browser and system name for a User-Agent string (null parts when unknown). */
export function describeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const ua = userAgent ?? '';
  return {
    browser: BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null,
    os: SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null,
  };
}
