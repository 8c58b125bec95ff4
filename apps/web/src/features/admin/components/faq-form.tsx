import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  FAQ_DEFAULT_CATEGORY,
  ZFaqInput,
  type TFaqItem,
  type TFaqInput,
} from '@galim/shared/faq/schemas';
import { ErrorList } from '../../../components/ui/form/error-list';
import { Field } from '../../../components/ui/form/field';
import { Input, Textarea } from '../../../components/ui/form/input';
import { adminTexts } from '../../../i18n/he/admin';
import { commonTexts } from '../../../i18n/he/shell';
import { schemaResolver } from '../../../lib/form-resolver';
import { FormButtons } from './form-buttons';

const t = adminTexts.faq;

/** The add or edit form of one FAQ entry: each Hebrew text with its English beside it. */
export function FaqForm({
  title,
  initial,
  categories,
  busy,
  onSave,
  onCancel,
}: {
  title: string;
  initial?: TFaqItem;
  categories: string[];
  busy: boolean;
  onSave: (input: TFaqInput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<TFaqInput, unknown, z.output<typeof ZFaqInput>>({
    defaultValues: {
      question: initial?.question ?? '',
      answer: initial?.answer ?? '',
      category: initial?.category ?? '',
      order: initial ? String(initial.order) : '',
      visible: initial?.visible ?? true,
      // The English page's texts (decision 051): sent whole, so an emptied field shows Hebrew.
      translations: {
        en: {
          question: initial?.translations?.en?.question ?? '',
          answer: initial?.translations?.en?.answer ?? '',
          category: initial?.translations?.en?.category ?? '',
        },
      },
    },
    // The API's own schema: question and answer required, non-numeric order becomes 0.
    resolver: schemaResolver(ZFaqInput),
  });
  const clearHint = { onChange: () => clearErrors() };
  const english = errors.translations?.en;
  return (
    <form
      aria-label={title}
      noValidate
      className="mb-4 grid gap-3 rounded-2xl border border-sky-200 bg-white p-4 sm:grid-cols-2"
      onSubmit={handleSubmit(onSave)}
    >
      {/* Each Hebrew text with its English beside it (below it on a phone). */}
      <p className="text-sm text-slate-600 sm:col-span-2">{t.englishHint}</p>
      <Field label={t.question} required className="flex flex-col gap-1">
        {(p) => <Input {...p} {...register('question', clearHint)} />}
      </Field>
      <Field label={t.questionEn} className="flex flex-col gap-1">
        {(p) => <Input dir="auto" {...p} {...register('translations.en.question', clearHint)} />}
      </Field>
      <Field label={t.answer} required className="flex flex-col gap-1">
        {(p) => <Textarea rows={3} {...p} {...register('answer', clearHint)} />}
      </Field>
      <Field label={t.answerEn} className="flex flex-col gap-1">
        {(p) => (
          <Textarea rows={3} dir="auto" {...p} {...register('translations.en.answer', clearHint)} />
        )}
      </Field>
      <Field label={t.category} error={errors.category?.message}>
        {(p) => (
          <Input
            {...p}
            list={`${id}-cats`}
            placeholder={FAQ_DEFAULT_CATEGORY}
            // Left empty: a new question goes to the default category, an edited one stays.
            {...register('category', {
              setValueAs: (v: string) => v.trim() || initial?.category || undefined,
            })}
          />
        )}
      </Field>
      <Field label={t.categoryEn} error={english?.category?.message}>
        {(p) => <Input dir="auto" {...p} {...register('translations.en.category')} />}
      </Field>
      <datalist id={`${id}-cats`}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Field label={t.order} error={errors.order?.message}>
        {(p) => (
          <Input
            {...p}
            inputMode="numeric"
            // Empty on a new question means "at the end"; the schema makes other text 0.
            {...register('order', {
              setValueAs: (v: string) => (v.trim() === '' && !initial ? undefined : v),
            })}
          />
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4" {...register('visible')} />
        {t.visible}
      </label>
      <ErrorList
        alert
        errors={[
          errors.question?.message,
          errors.answer?.message,
          english?.question?.message,
          english?.answer?.message,
        ]}
        className="text-sm font-medium text-red-700 sm:col-span-2"
      />
      <FormButtons
        submitLabel={busy ? commonTexts.saving : commonTexts.save}
        cancelLabel={commonTexts.cancel}
        onCancel={onCancel}
        busy={busy}
        className="flex gap-2 sm:col-span-2"
      />
    </form>
  );
}
