import { useRef, useState, type FormEvent } from 'react';
import type { TReportRequest, TReportTarget } from '@galim/shared/reports/schemas';
import { reportsTexts } from '../../i18n/he/reports';
import { commonTexts } from '../../i18n/he/shell';
import { ApiError } from '../../lib/api';
import { useFileReport } from '../../lib/queries/reports';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { useToast } from '../ui/toast';
import { controlClass } from '../ui/form/input';

const t = reportsTexts;

/**
 * 'report a problem' on a board or a service, or a message in a thread: a reason and a text,
 * filed for the admins.
 */
export function ReportDialog({
  targetType,
  targetId,
  initialReason,
  open,
  onClose,
}: {
  targetType: TReportTarget;
  targetId: string;
  /** The reason already chosen, when the button that opened the form says it ("a scam?"). */
  initialReason?: string;
  open: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const fileReport = useFileReport();
  const reasons = Object.entries(t.reasons[targetType]);
  // No reason is chosen for the user unless the button that opened the form named one: a report
  // sent untouched would be filed under the first. 'Other' says nothing by itself: its note
  // becomes required.
  const [reason, setReason] = useState(initialReason ?? '');
  const [missingReason, setMissingReason] = useState(false);
  const reasonRef = useRef<HTMLSelectElement>(null);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!reason) {
      setMissingReason(true);
      reasonRef.current?.focus();
      return;
    }
    const form = new FormData(e.currentTarget);
    fileReport.mutate(
      {
        targetType,
        targetId,
        reason: String(form.get('reason')),
        text: String(form.get('text') ?? ''),
      } as TReportRequest,
      {
        onSuccess: () => {
          toast.success(targetType === 'message' ? t.messageSent : t.sent);
          onClose();
        },
        onError: (err) =>
          toast.error(
            err instanceof ApiError && err.status === 401 ? t.login : `${t.failed}: ${err.message}`,
          ),
      },
    );
  }

  return (
    <Modal open={open} onClose={onClose} title={t.title[targetType]} closeLabel={commonTexts.close}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label className="text-sm font-medium text-slate-700">
          {t.reason}
          <select
            ref={reasonRef}
            name="reason"
            aria-required="true"
            aria-invalid={missingReason || undefined}
            aria-describedby={missingReason ? 'report-reason-error' : undefined}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setMissingReason(false);
            }}
            className={`mt-1 ${controlClass}`}
          >
            <option value="" disabled>
              {t.choose}
            </option>
            {reasons.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {missingReason && (
            <span id="report-reason-error" role="alert" className="mt-1 block text-red-700">
              {t.reasonRequired}
            </span>
          )}
        </label>
        <label className="text-sm font-medium text-slate-700">
          {reason === 'other' ? t.textRequired : t.text}
          <textarea
            name="text"
            required={reason === 'other'}
            rows={4}
            maxLength={1000}
            className={`mt-1 ${controlClass}`}
          />
        </label>
        <div className="flex gap-2">
          <Button type="submit" disabled={fileReport.isPending}>
            {t.send}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {commonTexts.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
