import { forwardRef, type ReactNode } from 'react';
import type { FieldPath, RegisterOptions, UseFormRegisterReturn } from 'react-hook-form';
import type { FormIn } from './service-values';
import { controlClass } from '../../../../components/ui/form/input';

// The wizard's building blocks: a labelled field, a group of checkboxes, and what each step
// gets from the wizard (its registered inputs, their errors and the current values).

export type Name = FieldPath<FormIn>;

/** register() with the input's id and error wiring (see ServiceWizard's reg). */
export type Reg = (
  name: Name,
  opts?: RegisterOptions<FormIn, Name>,
) => UseFormRegisterReturn<Name> & {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export interface StepProps {
  reg: Reg;
  err: (name: Name) => string | undefined;
  values: FormIn;
}

export const inputClass = `mt-1 ${controlClass}`;

export function Field({
  label,
  error,
  id,
  children,
  hint,
  required = false,
}: {
  label: string;
  error?: string;
  id: string;
  children: ReactNode;
  hint?: ReactNode;
  /** Marked with a star; the input itself says so to screen readers (aria-required). */
  required?: boolean;
}) {
  return (
    <div className="flex flex-col">
      <label
        htmlFor={id}
        className={`text-sm font-semibold text-slate-800 ${required ? REQUIRED_STAR : ''}`}
      >
        {label}
      </label>
      {children}
      {hint}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The star after a required field's label (the wizard explains it once, at the top). Drawn by
 * CSS: the label's text, which tests and people search by, stays the field's name.
 */
export const REQUIRED_STAR = "after:ms-0.5 after:text-red-700 after:content-['*']";

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-red-700">
      *
    </span>
  );
}

export function CheckGroup({
  legend,
  children,
  className = '',
}: {
  legend: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

// The ref reaches the checkbox itself, so react-hook-form's register() reads and sets it.
export const Check = forwardRef<
  HTMLInputElement,
  { label: string; id: string } & React.InputHTMLAttributes<HTMLInputElement>
>(function Check({ label, id, ...input }, ref) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm ring-1 ring-slate-300 has-[:checked]:bg-sky-50 has-[:checked]:ring-sky-600"
    >
      <input
        ref={ref}
        type="checkbox"
        id={id}
        {...input}
        aria-invalid={undefined}
        aria-describedby={undefined}
        aria-required={undefined}
      />
      {label}
    </label>
  );
});
