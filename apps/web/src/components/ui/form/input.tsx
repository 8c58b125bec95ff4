import { forwardRef, type ComponentProps, type ReactNode } from 'react';

// Plain form controls with the app's look; an invalid control (aria-invalid) turns red.
// Everything else (react-hook-form's register, ids from <Field>) is passed through, the ref
// included.

export const controlClass =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200 aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

const withClass = (className?: string) =>
  className ? `${controlClass} ${className}` : controlClass;

export const Input = forwardRef<HTMLInputElement, ComponentProps<'input'>>(function Input(
  { className, ...props },
  ref,
) {
  return <input {...props} ref={ref} className={withClass(className)} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, ComponentProps<'textarea'>>(
  function Textarea({ className, ...props }, ref) {
    return <textarea {...props} ref={ref} className={withClass(className)} />;
  },
);

export const Select = forwardRef<
  HTMLSelectElement,
  Omit<ComponentProps<'select'>, 'children'> & {
    options: readonly { value: string; label: string }[];
    /** A first, empty choice ("choose…"). */
    placeholder?: string;
  }
>(function Select({ className, options, placeholder, ...props }, ref) {
  return (
    <select {...props} ref={ref} className={withClass(className)}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
});

/**
 * A checkbox for a yes or no the page holds in state, its label beside it. `className` adds to
 * the label's, `boxClassName` sizes and colours the box.
 */
export function Checkbox({
  checked,
  onChange,
  label,
  className,
  boxClassName = 'size-4',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  className?: string;
  boxClassName?: string;
}) {
  return (
    <label
      className={className ? `flex items-center gap-2 ${className}` : 'flex items-center gap-2'}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className={boxClassName}
      />
      {label}
    </label>
  );
}
