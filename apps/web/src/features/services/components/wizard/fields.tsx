import { forwardRef, type ReactNode } from 'react';
import type { FieldPath, RegisterOptions, UseFormRegisterReturn } from 'react-hook-form';
import type { FormIn } from './service-values';

// The wizard's building blocks: a group of checkboxes, and what each step
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
      <legend className="mb-2 font-medium text-slate-800">{legend}</legend>
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
