import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<unknown, FieldValues>;

/**
 * The one way a form checks its values: the feature's shared zod schema, the same one the API
 * checks them with, so a field shows the same Hebrew sentence (shared validation-messages/) that a
 * 400 would. The schema may be given, or loaded (`() => import(...)`) when a page must not
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
    const [{ zodResolver }, loaded] = await Promise.all([
      import('@hookform/resolvers/zod'),
      typeof schema === 'function' ? schema() : schema,
    ]);
    return zodResolver(loaded) as unknown as R;
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
