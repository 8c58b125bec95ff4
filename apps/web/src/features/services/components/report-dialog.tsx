import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { he } from '../../../i18n/he';
import { reportService } from '../api/services-api';

const t = he.services;
const REASONS = Object.keys(t.reportReasons) as (keyof typeof t.reportReasons)[];

/** 'report a problem': a reason and a text, filed as a report that admins see. */
export function ReportDialog({
  serviceId,
  open,
  onClose,
}: {
  serviceId: string;
  open: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const [sending, setSending] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setSending(true);
    const result = await reportService(
      serviceId,
      String(form.get('reason')),
      String(form.get('text') ?? ''),
    );
    setSending(false);
    if (result.success) {
      toast.success(t.reportSent);
      onClose();
    } else {
      toast.error(result.status === 401 ? t.reportLogin : `${t.reportFailed}: ${result.error}`);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t.reportTitle} closeLabel={he.common.close}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label className="text-sm font-medium text-slate-700">
          {t.reportReason}
          <select
            name="reason"
            required
            className="mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2"
          >
            {REASONS.map((r) => (
              <option key={r} value={r}>
                {t.reportReasons[r]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t.reportText}
          <textarea
            name="text"
            rows={4}
            maxLength={1000}
            className="mt-1 w-full rounded-xl border border-slate-300 p-2"
          />
        </label>
        <div className="flex gap-2">
          <Button type="submit" disabled={sending}>
            {t.reportSend}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {he.common.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
