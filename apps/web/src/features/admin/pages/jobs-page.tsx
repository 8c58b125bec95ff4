import { formatDate } from '../../../i18n/he/format';
import { israelTime } from '@galim/shared/format';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { alertsTexts } from '../../../i18n/he/alerts';
import { adminTexts } from '../../../i18n/he/admin';
import { commonTexts } from '../../../i18n/he/shell';
import { useJobs, useRunJob } from '../api/jobs-admin';
import { jobOutcome } from '../components/job-outcome';

const t = alertsTexts.jobs;

/** A moment as Israel's clock shows it, whatever the device's own time zone. */
function israelDateTime(at: string) {
  return `${formatDate(at)} ${israelTime(new Date(at))}`;
}

/** /admin/jobs: the background jobs, their last run, result and failures; run one now. */
export default function AdminJobsPage() {
  const jobs = useJobs();
  const run = useRunJob();
  const toast = useToast();

  async function runNow(name: string) {
    try {
      const { state } = await run.mutateAsync(name);
      const said = t.ran[state];
      if (state === 'failed' || state === 'retry') toast.error(said);
      else if (state === 'completed') toast.success(said);
      else toast.show(said);
    } catch {
      toast.error(commonTexts.errorGeneric);
    }
  }

  return (
    <section aria-labelledby="jobs-title">
      <h2 id="jobs-title" className="mb-4 text-2xl font-bold text-slate-900">
        {t.title}
      </h2>
      {jobs.isError && <p className="text-red-700">{adminTexts.loadFailed}</p>}
      {/* Cards rather than a table: readable on a phone without scrolling sideways. */}
      <ul className="grid gap-3">
        {jobs.data?.map((j) => {
          const name = t.names[j.name] ?? j.name;
          const outcome = jobOutcome(j);
          return (
            <li
              key={j.name}
              data-testid="job"
              className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
              aria-labelledby={`job-${j.name}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={`job-${j.name}`} className="font-bold text-slate-900">
                  {name}
                </h3>
                {j.runnable && (
                  <Button size="sm" onClick={() => void runNow(j.name)} disabled={run.isPending}>
                    {run.isPending ? t.running : t.runNow}
                  </Button>
                )}
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">{t.lastRun}</dt>
                <dd className="text-slate-800">
                  {j.lastRunAt ? (
                    <time dateTime={j.lastRunAt}>{israelDateTime(j.lastRunAt)}</time>
                  ) : (
                    t.never
                  )}
                </dd>
                <dt className="text-slate-600">{t.result}</dt>
                <dd className={`min-w-0 ${j.lastOk === false ? 'text-red-700' : 'text-slate-800'}`}>
                  {outcome ?? (j.lastOk === null ? '—' : j.lastOk ? t.ok : t.failed)}
                  {j.lastResult && (
                    <details className="mt-1">
                      <summary className="inline-block min-h-6 cursor-pointer text-sky-800 underline">
                        {t.details}
                      </summary>
                      <pre
                        dir="ltr"
                        className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-2 text-xs text-slate-700"
                      >
                        {j.lastResult}
                      </pre>
                    </details>
                  )}
                </dd>
                <dt className="text-slate-600">{t.runs}</dt>
                <dd className="text-slate-800">{j.runs}</dd>
                <dt className="text-slate-600">{t.failures}</dt>
                <dd className={j.failures ? 'text-red-700' : 'text-slate-800'}>{j.failures}</dd>
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
