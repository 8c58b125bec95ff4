import { Button } from '../../../components/ui/button';

/** An admin form's submit and cancel buttons side by side; submit waits while `busy`. */
export function FormButtons({
  submitLabel,
  cancelLabel,
  onCancel,
  busy,
  danger = false,
  className,
}: {
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
  className: string;
}) {
  return (
    <div className={className}>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
        {submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
