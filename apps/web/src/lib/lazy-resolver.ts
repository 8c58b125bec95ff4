import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver loaded on first validation (usually the first submit): a page whose form is
 * not its first screen does not download zod and the schema with it. If it cannot load (the
 * phone went offline before it was ever fetched), the values pass through unchecked: the
 * server validates them anyway, and offline the API client refuses the write with a message.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    try {
      return await (
        await (loading ??= load())
      )(values, context, options);
    } catch {
      loading = undefined;
      return { values, errors: {} };
    }
  };
}
