import { useState, type FormEvent } from 'react';
import { heReports } from '../../i18n/reports';
import { heCommon } from '../../i18n/shell';
import { api } from '../../lib/api';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { useToast } from '../ui/toast';

const t = heReports;

export type ReportTarget = 'service' | 'surfboard';

/** 'report a problem' on a board or a service: a reason and a text, filed for the admins. */
export function ReportDialog({
  targetType,
  targetId,
  open,
  onClose,
}: {
  targetType: ReportTarget;
  targetId: string;
  open: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const reasons = Object.entries(t.reasons[targetType]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setSending(true);
    const result = await api<unknown>('/api/reports', {
      method: 'POST',
      body: {
        targetType,
        targetId,
        reason: String(form.get('reason')),
        text: String(form.get('text') ?? ''),
      },
    });
    setSending(false);
    if (result.success) {
      toast.success(t.sent);
      onClose();
    } else {
      toast.error(result.status === 401 ? t.login : `${t.failed}: ${result.error}`);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t.title[targetType]} closeLabel={heCommon.close}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label className="text-sm font-medium text-slate-700">
          {t.reason}
          <select
            name="reason"
            required
            className="mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2"
          >
            {reasons.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t.text}
          <textarea
            name="text"
            rows={4}
            maxLength={1000}
            className="mt-1 w-full rounded-xl border border-slate-300 p-2"
          />
        </label>
        <div className="flex gap-2">
          <Button type="submit" disabled={sending}>
            {t.send}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {heCommon.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
