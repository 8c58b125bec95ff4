import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { wordMessage, type ValidationTexts } from '@galim/shared/i18n/messages';

type FormSchema = z.ZodType<unknown, FieldValues>;

/**
 * The one way a form checks its values: the feature's shared zod schema, the same one the API
 * checks them with, so a field shows the same sentence that a 400 would: the schema names it by
 * key, and the page's language table (i18n/validation.ts) words it (decision 052). The schema may be given, or loaded (`() => import(...)`) when a page must not
 * download zod before its form is first sent. The zod adapter always loads on first
 * validation, so a form's own chunk stays small. If loading fails (the phone went offline
 * before it was ever fetched), the values pass through unchecked: the server validates them
 * anyway, and offline the API client refuses the write with a message.
 */
export function schemaResolver<S extends FormSchema>(
  schema: S | (() => Promise<S>),
): Resolver<z.input<S>, unknown, z.output<S>> {
  type R = Resolver<z.input<S>, unknown, z.output<S>>;
  let loading: Promise<R> | undefined;
  const load = async (): Promise<R> => {
    const [{ zodResolver }, loaded, { validationTexts }] = await Promise.all([
      import('@hookform/resolvers/zod'),
      typeof schema === 'function' ? schema() : schema,
      import('../i18n/he/validation'),
    ]);
    const resolve = zodResolver(loaded) as unknown as R;
    return async (values, context, options) => {
      const result = await resolve(values, context, options);
      wordErrors(result.errors, validationTexts);
      return result;
    };
  };
  return async (values, context, options) => {
    let resolve: R;
    try {
      resolve = await (loading ??= load());
    } catch {
      loading = undefined;
      return { values: values as z.output<S>, errors: {} };
    }
    return resolve(values, context, options);
  };
}

/** Each field error's message, a schema's key, worded in the page's language (in place). */
function wordErrors(node: unknown, texts: ValidationTexts): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') {
      (node as { message: string }).message = wordMessage(texts, value);
    } else wordErrors(value, texts);
  }
}
