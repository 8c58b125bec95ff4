import { useId, type ReactNode } from 'react';
import { ErrorList } from './error-list';

/** What a control inside a <Field> needs: its id and what describes it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-required': boolean;
  'aria-describedby'?: string;
}

/** The star after a required field's label, hidden from screen readers (the control says
 * aria-required), so the label's text stays the field's name. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-1 text-red-700">
      *
    </span>
  );
}

/**
 * A label, one control, a hint and the field's error, wired together: the label names the
 * control, the hint and the error describe it, and an error marks it invalid. The control is
 * rendered by `children`, which receives those attributes; or, for a form whose `register`
 * already gives each control its id and wiring (`${id}-error`, `${id}-hint`), `children` is the
 * control itself and `id` is that control's id.
 */
export function Field({
  id: givenId,
  label,
  required = false,
  error,
  hint,
  className = 'flex flex-col gap-1',
  children,
}: {
  id?: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactNode | ((props: FieldControlProps) => ReactNode);
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {typeof children === 'function'
        ? children({
            id,
            'aria-invalid': Boolean(error),
            'aria-required': required,
            ...(described ? { 'aria-describedby': described } : {}),
          })
        : children}
      {hint && (
        <div id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </div>
      )}
      <ErrorList id={`${id}-error`} errors={[error]} />
    </div>
  );
}
