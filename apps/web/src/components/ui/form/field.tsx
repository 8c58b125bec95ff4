import { useId, type ReactNode } from 'react';
import { ErrorList } from './error-list';

/** What a control inside a <Field> needs: its id and what describes it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-required': boolean;
  'aria-describedby'?: string;
}

/**
 * A label, one control, a hint and the field's error, wired together: the label names the
 * control, the hint and the error describe it, and an error marks it invalid. The control is
 * rendered by `children`, which receives those attributes.
 */
export function Field({
  label,
  required = false,
  error,
  hint,
  className = 'flex flex-col gap-1',
  children,
}: {
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-1 text-red-700">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-required': required,
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <ErrorList id={`${id}-error`} errors={[error]} />
    </div>
  );
}
