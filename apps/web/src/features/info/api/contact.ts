import { useMutation } from '@tanstack/react-query';
import type { TContactRequest } from '@galim/shared/contact/schemas';
import { apiOrThrow } from '../../../lib/api';

/** POST /api/contact, sent without a token (anyone may write); admins read it in their inbox. */
export function useSendContact({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: async (values: TContactRequest) => {
      await apiOrThrow('/api/contact', { body: values, anonymous: true });
    },
    onSuccess,
  });
}
