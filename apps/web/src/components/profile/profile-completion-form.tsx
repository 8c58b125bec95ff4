import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { normalizePhone } from '@galim/shared/normalize';
import { ZUserUpdate } from '@galim/shared/users/profile';
import { profileTexts } from '../../i18n/he/profile';
import { commonTexts } from '../../i18n/he/shell';
import { useAuth } from '../../lib/auth/auth-context';
import { useCompleteProfile } from '../../lib/queries/me';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { useToast } from '../ui/toast';
import { Field } from '../ui/form/field';
import { controlClass } from '../ui/form/input';
import { schemaResolver } from '../../lib/form-resolver';

// The form of the profile-completion modal: loaded only when the modal opens, so visitors
// who never see it do not download react-hook-form and zod with the home page.

const ZCompletion = ZUserUpdate.pick({ firstName: true, lastName: true, phone: true });
type Input = z.input<typeof ZCompletion>;
type Output = z.output<typeof ZCompletion>;

export default function CompletionForm({ onDone }: { onDone: () => void }) {
  const t = profileTexts.completion;
  const e = profileTexts.edit;
  const { user } = useAuth();
  const complete = useCompleteProfile();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: schemaResolver(ZCompletion),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      phone: user?.phone ?? '',
    },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setError(null);
      try {
        await complete.mutateAsync(values);
      } catch (err) {
        setError((err as Error).message || e.updateError);
        return;
      }
      toast.success(t.saved);
      onDone();
    },
    // "Fill in every required field" only when one is empty; otherwise the first field's error.
    (errs) => {
      const names = ['firstName', 'lastName', 'phone'] as const;
      const empty = names.some((name) => !getValues(name)?.trim());
      const first = names.map((name) => errs[name]?.message).find(Boolean);
      setError(empty ? e.requiredFields : (first ?? e.updateError));
    },
  );

  const field = (
    name: keyof Input,
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <Field id={`complete-${name}`} label={`${label} *`} error={errors[name]?.message}>
      {(props) => (
        <input
          className={controlClass}
          {...props}
          aria-required
          {...extra}
          {...register(
            name,
            name === 'phone'
              ? {
                  onBlur: (ev: React.FocusEvent<HTMLInputElement>) =>
                    setValue('phone', normalizePhone(ev.target.value)),
                }
              : {},
          )}
        />
      )}
    </Field>
  );

  return (
    <Modal open onClose={onDone} title={t.title} closeLabel={commonTexts.close}>
      <p className="text-slate-700">{t.text}</p>
      <p className="mt-1 text-sm text-slate-600">{t.optional}</p>
      <form onSubmit={(ev) => void onSubmit(ev)} noValidate className="mt-4 flex flex-col gap-3">
        {field('firstName', e.firstName, { autoComplete: 'given-name' })}
        {field('lastName', e.lastName, { autoComplete: 'family-name' })}
        {field('phone', e.phone, {
          type: 'tel',
          dir: 'ltr',
          autoComplete: 'tel',
          className: `${controlClass} text-end`,
        })}
        {error && (
          <p role="alert" className="text-red-800">
            {error}
          </p>
        )}
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={onDone}>
            {t.later}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? e.saving : t.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
