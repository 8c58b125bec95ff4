import { useId, useState } from 'react';
import { FormButtons } from './form-buttons';
import { commonTexts } from '../../../i18n/he/shell';
import { focusOnMount } from '../../../lib/focus-on-mount';

/**
 * The inline "prompt" for a reason: confirm sends the trimmed text, cancel aborts. With
 * `required`, confirming an empty text shows a hint instead of sending.
 */
export function NotesPrompt({
  label,
  confirmLabel,
  required,
  busy,
  onConfirm,
  onCancel,
  danger,
}: {
  label: string;
  confirmLabel: string;
  required: boolean;
  busy?: boolean;
  danger?: boolean;
  onConfirm: (notes: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <form
      className="mt-4 rounded-xl bg-slate-50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        const notes = text.trim();
        if (required && !notes) {
          setMissing(true);
          return;
        }
        onConfirm(notes);
      }}
    >
      <label htmlFor={id} className="mb-1 block font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        ref={focusOnMount}
        rows={3}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-hint` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setMissing(false);
        }}
        className="w-full rounded-lg border border-slate-300 p-2"
      />
      {missing && (
        <p id={`${id}-hint`} role="alert" className="mt-1 text-sm text-red-700">
          {commonTexts.required}
        </p>
      )}
      <FormButtons
        submitLabel={confirmLabel}
        cancelLabel={commonTexts.cancel}
        onCancel={onCancel}
        busy={busy}
        danger={danger}
        className="mt-3 flex gap-2"
      />
    </form>
  );
}
