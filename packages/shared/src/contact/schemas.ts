import { z } from 'zod';
import { ZId } from '../common/api';
import { CONTACT_TYPES } from './types';

// Contact form: every field required, e-mail format checked.

export { CONTACT_TYPES, type TContactType } from './types';
/** Messages one IP may send per hour. */
export const CONTACT_LIMIT_PER_HOUR = 5;

/** Error texts are Hebrew: the form shows them as they are. */
export const CONTACT_ERRORS = {
  type: 'יש לבחור סוג פנייה',
  name: 'יש למלא שם מלא',
  email: 'יש למלא כתובת אימייל',
  emailFormat: 'כתובת האימייל אינה תקינה',
  subject: 'יש למלא נושא',
  message: 'יש לכתוב הודעה',
  nameMax: 'השם יכול להכיל עד 100 תווים',
  emailMax: 'כתובת האימייל יכולה להכיל עד 200 תווים',
  subjectMax: 'הנושא יכול להכיל עד 200 תווים',
  messageMax: 'ההודעה יכולה להכיל עד 5,000 תווים',
} as const;

export const ZContactRequest = z.object({
  type: z.enum(CONTACT_TYPES, { error: CONTACT_ERRORS.type }),
  name: z.string().trim().min(1, CONTACT_ERRORS.name).max(100, CONTACT_ERRORS.nameMax),
  email: z
    .string()
    .trim()
    .min(1, CONTACT_ERRORS.email)
    .pipe(z.email(CONTACT_ERRORS.emailFormat).max(200, CONTACT_ERRORS.emailMax)),
  subject: z.string().trim().min(1, CONTACT_ERRORS.subject).max(200, CONTACT_ERRORS.subjectMax),
  message: z.string().trim().min(1, CONTACT_ERRORS.message).max(5000, CONTACT_ERRORS.messageMax),
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
