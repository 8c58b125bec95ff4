import type { TJobSummary } from '@galim/shared/alerts/schemas';
import { alertsTexts } from '../../../i18n/he/alerts';
import { plural, type PluralForms } from '../../../i18n/he/plural';

const t = alertsTexts.jobs;
const o = t.outcome;

type Result = Record<string, unknown>;
type CountRows = [string, PluralForms & { zero?: string }, boolean?][];

const count = (r: Result, key: string) => (typeof r[key] === 'number' ? r[key] : null);

/** "לא נשלחו התראות" for none, else the count's sentence. */
function sentence(n: number, forms: PluralForms & { zero?: string }) {
  return n === 0 && forms.zero ? forms.zero : plural(n, forms);
}

/** The sentences of the counts present and above zero (`always` even at zero). */
function parts(r: Result, rows: CountRows) {
  return rows.flatMap(([key, forms, always]) => {
    const n = count(r, key);
    return n !== null && (n > 0 || always) ? [sentence(n, forms)] : [];
  });
}

/** What each job's output counts, in the order said (`true`: said even at zero). */
const COUNTS: Record<string, CountRows> = {
  push: [
    ['sent', o.sent, true],
    ['removed', o.removed],
    ['failed', o.pushFailed],
  ],
  'photo-hashes': [
    ['hashed', o.hashed, true],
    ['flat', o.flat],
    ['missingFiles', o.missingFiles],
  ],
  'listing-expiry': [['reminded', o.reminded, true]],
  default: [
    ['notified', o.notified, true],
    ['alerts', o.alertsChecked],
    ['spotsFailed', o.spotsFailed],
    ['searchesSkipped', o.searchesSkipped],
  ],
};

/**
 * A job's last result in words: what each kind of job reports (jobs.ts handlers' outputs), or
 * why it failed. Null when there is nothing readable to say (the raw JSON remains).
 */
export function jobOutcome(
  job: Pick<TJobSummary, 'name' | 'lastOk' | 'lastResult'>,
): string | null {
  if (job.lastOk === null || !job.lastResult) return null;
  let r: Result;
  try {
    const parsed: unknown = JSON.parse(job.lastResult);
    if (!parsed || typeof parsed !== 'object') return job.lastOk ? t.ok : t.failed;
    r = parsed as Result;
  } catch {
    return job.lastOk ? t.ok : t.failed;
  }
  if (!job.lastOk) {
    const code = typeof r.code === 'string' ? r.code : '';
    const message = typeof r.message === 'string' ? r.message : '';
    return o.failed(o.errors[code] ?? (message || t.failed));
  }
  const reason = typeof r.reason === 'string' ? (o.reasons[r.reason] ?? null) : null;
  const said = parts(r, COUNTS[job.name] ?? COUNTS.default!);
  const all = [...(reason ? [reason] : []), ...said];
  return all.length ? all.join(' · ') : t.ok;
}
