import { z } from 'zod';
import { messageKey } from '../i18n/messages';
import type { NumberRule } from './numbers';

// The zod side of common/numbers.ts: one schema per number a request may carry, from a query
// string or a form (text) or a JSON body (a number), refused with the key of the rule's sentence (i18n/messages.ts).

/** Text is read as a number ('' and blanks as absent); a number stays; anything else is refused. */
const fromText = (v: unknown) => {
  if (v === null) return undefined;
  if (typeof v !== 'string') return v;
  return v.trim() === '' ? undefined : Number(v);
};

/**
 * A fraction is kept to a thousandth: what it is compared with is a `real` column, which keeps
 * about six significant digits and refuses a magnitude as small as 1.5e-323 (a 500 otherwise).
 */
const toThousandths = (n: number) => Math.round(n * 1000) / 1000 || 0;

/** The number itself, refused with the rule's sentence whatever is wrong with it. */
function ruled(rule: NumberRule) {
  const message =
    rule.messageKey ??
    messageKey(rule.whole ? 'range.wholeNumber' : 'range.number', rule.min, rule.max);
  const n = z.number({ error: message }).min(rule.min, message).max(rule.max, message);
  return rule.whole ? n.int(message) : n.transform(toThousandths);
}

/** A required number meeting the rule. */
export const zNumber = (rule: NumberRule) => z.preprocess(fromText, ruled(rule));

/** An optional number meeting the rule: absent, empty or null is left out. */
export const zOptionalNumber = (rule: NumberRule) => z.preprocess(fromText, ruled(rule).optional());

/** A number meeting the rule, or `fallback` when absent (a page number, a page size). */
export const zNumberOr = (rule: NumberRule, fallback: number) =>
  z.preprocess(fromText, ruled(rule).default(fallback));
