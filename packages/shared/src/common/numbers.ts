import type { MessageKey } from '../i18n/messages';
import { numberRangeMessage, PRICE_FILTER_MESSAGE } from '../i18n/he/validation/common';

// The numbers a request may carry: each has the range, and for an integer column the wholeness,
// of the column it is compared with or stored in, so PostgreSQL never meets one it cannot hold
// (issue 30: `minPrice=0.5` against an integer price was a 500). No zod here: list pages check a
// typed filter with these before the schema library has loaded.

export interface NumberRule {
  min: number;
  max: number;
  /** Compared with or stored in an integer column; otherwise kept to a thousandth. */
  whole: boolean;
  /** The sentence a refusal says, in Hebrew; by default, what the rule asks for. */
  message?: string;
  /** The key of that sentence (i18n/messages.ts), for a schema refusing in any language. */
  messageKey?: MessageKey;
}

/** What a refused number is told, in Hebrew: "a (whole) number from min to max". */
export function numberRuleMessage(rule: NumberRule): string {
  return rule.message ?? numberRangeMessage(rule);
}

/** Whether a typed value (a form field's text, or a number) meets the rule. */
export function meetsNumberRule(value: string | number, rule: NumberRule): boolean {
  const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  return (
    Number.isFinite(n) && n >= rule.min && n <= rule.max && (!rule.whole || Number.isInteger(n))
  );
}

/** Shekel prices: whole shekels, as the price columns (integer) hold them. */
export const PRICE_FILTER: NumberRule = {
  min: 0,
  max: 1_000_000,
  whole: true,
  message: PRICE_FILTER_MESSAGE,
  messageKey: 'common.priceFilter',
};

/** A page number or page size. */
export const pageRule = (max: number, min = 1): NumberRule => ({ min, max, whole: true });
