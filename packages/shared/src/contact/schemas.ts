import { z } from 'zod';
import { ZId } from '../common/api';
import { messageKey } from '../i18n/messages';
import { CONTACT_MESSAGE_MAX, CONTACT_TYPES } from './types';

// Contact form: every field required, e-mail format checked.

export { CONTACT_TYPES, type TContactType } from './types';
/** Messages one IP may send per hour. */
export const CONTACT_LIMIT_PER_HOUR = 5;

export const ZContactRequest = z.object({
  type: z.enum(CONTACT_TYPES, { error: messageKey('contact.type') }),
  name: z
    .string()
    .trim()
    .min(1, messageKey('contact.name'))
    .max(100, messageKey('contact.nameMax')),
  email: z
    .string()
    .trim()
    .min(1, messageKey('contact.email'))
    .pipe(z.email(messageKey('contact.emailFormat')).max(200, messageKey('contact.emailMax'))),
  subject: z
    .string()
    .trim()
    .min(1, messageKey('contact.subject'))
    .max(200, messageKey('contact.subjectMax')),
  message: z
    .string()
    .trim()
    .min(1, messageKey('contact.message'))
    .max(CONTACT_MESSAGE_MAX, messageKey('contact.messageMax')),
});
export type TContactRequest = z.input<typeof ZContactRequest>;

export const CONTACT_STATUSES = ['new', 'handled'] as const;
export const ZContactMessage = z.object({
  _id: ZId,
  type: z.enum(CONTACT_TYPES),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

export const ZContactListQuery = z.object({
  status: z.enum([...CONTACT_STATUSES, 'all']).default('all'),
});
export const ZContactUpdate = z.object({ status: z.enum(CONTACT_STATUSES) });
export const ZContactList = z.object({
  messages: z.array(ZContactMessage),
  counts: z.object({ new: z.number(), handled: z.number(), total: z.number() }),
});
export type TContactList = z.infer<typeof ZContactList>;
