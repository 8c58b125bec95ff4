import { formatDate } from '@galim/shared/format';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { alertsHe } from '../../../i18n/alerts';
import { heAdmin } from '../../../i18n/admin';
import { heCommon } from '../../../i18n/shell';
import { useJobs, useRunJob } from '../../../lib/alerts/alerts-api';

/** /admin/jobs: the background jobs, their last run, result and failures; run one now. */
export default function AdminJobsPage() {
  const t = alertsHe.jobs;
  const jobs = useJobs();
  const run = useRunJob();
  const toast = useToast();

  async function runNow(name: string) {
    try {
      const r = await run.mutateAsync(name);
      toast.success(t.ran(r.state));
    } catch {
      toast.error(heCommon.errorGeneric);
    }
  }

  return (
    <section>
      <h2 className="mb-4 text-2xl font-bold text-slate-900">{t.title}</h2>
      {jobs.isError && <p className="text-red-700">{heAdmin.loadFailed}</p>}
      <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
        <table className="w-full text-start text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th className="p-3 text-start">{t.name}</th>
              <th className="p-3 text-start">{t.lastRun}</th>
              <th className="p-3 text-start">{t.result}</th>
              <th className="p-3 text-start">{t.runs}</th>
              <th className="p-3 text-start">{t.failures}</th>
              <th className="p-3" />
            </tr>
          </thead>
          <tbody>
            {jobs.data?.map((j) => (
              <tr key={j.name} className="border-t border-slate-100">
                <td className="p-3 font-medium text-slate-900">{t.names[j.name] ?? j.name}</td>
                <td className="p-3 text-slate-700">
                  {j.lastRunAt
                    ? `${formatDate(j.lastRunAt)} ${j.lastRunAt.slice(11, 16)}`
                    : t.never}
                </td>
                <td className="p-3 text-slate-700">
                  {j.lastOk === null ? '—' : j.lastOk ? t.ok : t.failed}
                  {j.lastResult && (
                    <span className="ms-2 text-xs text-slate-500" dir="ltr">
                      {j.lastResult.slice(0, 80)}
                    </span>
                  )}
                </td>
                <td className="p-3 text-slate-700">{j.runs}</td>
                <td className={`p-3 ${j.failures ? 'text-red-700' : 'text-slate-700'}`}>
                  {j.failures}
                </td>
                <td className="p-3">
                  {j.runnable && (
                    <Button size="sm" onClick={() => void runNow(j.name)} disabled={run.isPending}>
                      {run.isPending ? t.running : t.runNow}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
