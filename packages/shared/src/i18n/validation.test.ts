import { describe, expect, it } from 'vitest';
import { ZContactRequest } from '../contact/schemas';
import { CONVERSATION_LIMITS, ZSendMessageInput } from '../conversations/schemas';
import { ZFaqInput } from '../faq/schemas';
import { ZBrandInput } from '../reference/schemas';
import { ZServiceInput } from '../services/schemas';
import { FIT_WEIGHT } from '../surfboards/fit';
import { ZBoardCover, ZBoardInput, ZImageLayout } from '../surfboards/form';
import { BOARD_LIMITS } from '../surfboards/options';
import { PROFILE_LIMITS, ZUserUpdate } from '../users/profile';
import { FAQ_MESSAGES, REFERENCE_MESSAGES } from './he/validation/admin';
import { BOARD_MESSAGES } from './he/validation/board';
import { PRICE_FILTER_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from './he/validation/common';
import { CONTACT_MESSAGES } from './he/validation/contact';
import { CONVERSATION_MESSAGES } from './he/validation/conversations';
import { PROFILE_MESSAGES } from './he/validation/profile';
import { SERVICE_MESSAGES } from './he/validation/services';
import { SELLER_REVIEW_MESSAGES } from './he/validation/seller-reviews';
import { BEACH_REPORT_MESSAGES } from './he/validation/beach-reports';
import { validationTexts as hebrew } from './he/messages';
import { validationTexts as english } from './en/messages';
import { wordMessage, type ValidationTexts } from './messages';
import {
  SELLER_REVIEW_LIMITS,
  ZSellerReviewInput,
  ZSellerReviewReplyInput,
} from '../seller-reviews/schemas';

const tables = {
  BOARD_MESSAGES,
  CONTACT_MESSAGES,
  CONVERSATION_MESSAGES,
  FAQ_MESSAGES,
  PROFILE_MESSAGES,
  REFERENCE_MESSAGES,
  SERVICE_MESSAGES,
  SELLER_REVIEW_MESSAGES,
  BEACH_REPORT_MESSAGES,
  COMMON: { PRICE_FILTER_MESSAGE, UNSTORABLE_TEXT_MESSAGE },
};

/** The messages a schema gives for a value, by field, in a language (Hebrew unless told). */
function messagesOf(
  schema: { safeParse: (v: unknown) => unknown },
  value: unknown,
  texts: ValidationTexts = hebrew,
) {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [
      String(i.path[0] ?? ''),
      wordMessage(texts, i.message),
    ]),
  );
}

/** The messages a schema gives for a value, by the field's whole path. */
function pathMessagesOf(schema: { safeParse: (v: unknown) => unknown }, value: unknown) {
  const result = schema.safeParse(value) as {
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [
      i.path.map(String).join('.'),
      wordMessage(hebrew, i.message),
    ]),
  );
}

/** Every text of a table, by its key (a sentence with numbers, said with sample numbers). */
function textsOf(texts: ValidationTexts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([area, table]) =>
      Object.entries(table as Record<string, string | ((a: number, b: number) => string)>).map(
        ([name, text]) => [`${area}.${name}`, typeof text === 'function' ? text(1, 48) : text],
      ),
    ),
  );
}

describe('validation messages in every language', () => {
  it('word every key of the Hebrew table, in English with no Hebrew letter', () => {
    const he = textsOf(hebrew);
    const en = textsOf(english);
    expect(Object.keys(en).sort()).toEqual(Object.keys(he).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/[\u0590-\u05ff]/);
    }
  });

  it('are what a schema answers in English, keys worded by the English table', () => {
    expect(messagesOf(ZSendMessageInput, { body: '  ' }, english)).toEqual({
      body: 'Write a message',
    });
    expect(messagesOf(ZBrandInput, { title: '', brandRating: 7 }, english)).toEqual({
      title: 'Enter a name',
      brandRating: "The brand's rating must be a whole number from 1 to 5",
    });
  });

  it('name a sentence by its key, so a schema carries no language', () => {
    const raw = ZSendMessageInput.safeParse({ body: '' });
    expect(raw.error?.issues[0]?.message).toBe('conversation.bodyRequired');
  });
});

describe('validation messages', () => {
  it('are Hebrew sentences, with no English word but an example address', () => {
    for (const [table, entries] of Object.entries(tables)) {
      for (const [key, text] of Object.entries(entries)) {
        const words = text.replace(/\(למשל [^)]*\)/, '');
        expect(words, `${table}.${key}`).toMatch(/[\u05d0-\u05ea]{2}/);
        expect(words, `${table}.${key}`).not.toMatch(/[A-Za-z]{2}/);
      }
    }
  });

  it('state the same numbers as the limits they explain', () => {
    expect(BOARD_MESSAGES.tooManyImages).toContain(String(BOARD_LIMITS.maxImages));
    expect(BOARD_MESSAGES.coverIndex).toContain(String(BOARD_LIMITS.maxImages));
    expect(BOARD_MESSAGES.priceMax).toContain(BOARD_LIMITS.priceMax.toLocaleString('en-US'));
    expect(BOARD_MESSAGES.titleMin).toContain(String(BOARD_LIMITS.titleMin));
    expect(PROFILE_MESSAGES.weight).toContain(String(FIT_WEIGHT.min));
    expect(PROFILE_MESSAGES.weight).toContain(String(FIT_WEIGHT.max));
    expect(PROFILE_MESSAGES.slugLength).toContain(
      `${PROFILE_LIMITS.slugMin} עד ${PROFILE_LIMITS.slugMax}`,
    );
    expect(CONVERSATION_MESSAGES.bodyMax).toContain(
      CONVERSATION_LIMITS.maxLength.toLocaleString('en-US'),
    );
    expect(SELLER_REVIEW_MESSAGES.bodyMax).toContain(
      SELLER_REVIEW_LIMITS.bodyMax.toLocaleString('en-US'),
    );
    expect(SELLER_REVIEW_MESSAGES.replyMax).toContain(
      SELLER_REVIEW_LIMITS.replyMax.toLocaleString('en-US'),
    );
  });

  it("are what the reviews of sellers' schemas answer", () => {
    const boardId = 'a'.repeat(24);
    expect(messagesOf(ZSellerReviewInput, { boardId, rating: 4.5, body: ' ' })).toEqual({
      rating: SELLER_REVIEW_MESSAGES.rating,
      body: SELLER_REVIEW_MESSAGES.bodyRequired,
    });
    expect(messagesOf(ZSellerReviewInput, { boardId, rating: 5, body: 'א'.repeat(1001) })).toEqual({
      body: SELLER_REVIEW_MESSAGES.bodyMax,
    });
    expect(messagesOf(ZSellerReviewReplyInput, {})).toEqual({
      body: SELLER_REVIEW_MESSAGES.replyRequired,
    });
  });

  it('are what the shared schemas answer, field by field', () => {
    expect(messagesOf(ZSendMessageInput, { body: '  ' })).toEqual({
      body: CONVERSATION_MESSAGES.bodyRequired,
    });
    expect(messagesOf(ZSendMessageInput, { body: 'א'.repeat(2001) })).toEqual({
      body: CONVERSATION_MESSAGES.bodyMax,
    });
    expect(messagesOf(ZSendMessageInput, {})).toEqual({ body: CONVERSATION_MESSAGES.bodyRequired });
    expect(messagesOf(ZBoardInput, { title: 'abc', price: '', length: 20 })).toMatchObject({
      title: BOARD_MESSAGES.titleMin,
      price: BOARD_MESSAGES.priceRequired,
      length: BOARD_MESSAGES.lengthRange,
      condition: BOARD_MESSAGES.conditionRequired,
      locationText: BOARD_MESSAGES.locationRequired,
    });
    expect(
      messagesOf(ZBoardInput, { location: { type: 'Point', coordinates: [500, 0] } }),
    ).toMatchObject({ location: BOARD_MESSAGES.coordinates });
    expect(messagesOf(ZBoardCover, { coverIndex: 9 })).toEqual({
      coverIndex: BOARD_MESSAGES.coverIndex,
    });
    expect(messagesOf(ZImageLayout, { layout: Array(9).fill('a'.repeat(32)) })).toEqual({
      layout: BOARD_MESSAGES.tooManyImages,
    });
    expect(
      messagesOf(ZUserUpdate, { firstName: ' ', lastName: 'x'.repeat(51), phone: '12', bio: null }),
    ).toEqual({
      firstName: PROFILE_MESSAGES.firstNameRequired,
      lastName: PROFILE_MESSAGES.lastNameMax,
      phone: PROFILE_MESSAGES.phoneFormat,
    });
    expect(
      messagesOf(ZUserUpdate, {
        firstName: 'דנה',
        lastName: 'לוי',
        phone: '0501234567',
        slug: 'ab',
        fitWeightKg: 20,
        dateOfBirth: 'yesterday',
      }),
    ).toEqual({
      slug: PROFILE_MESSAGES.slugLength,
      fitWeightKg: PROFILE_MESSAGES.weight,
      dateOfBirth: PROFILE_MESSAGES.dateOfBirth,
    });
    // A birth date in the future, or before 1900, is refused; today is fine.
    const person = { firstName: 'דנה', lastName: 'לוי', phone: '0501234567' };
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(messagesOf(ZUserUpdate, { ...person, dateOfBirth: nextYear })).toEqual({
      dateOfBirth: PROFILE_MESSAGES.dateOfBirthFuture,
    });
    expect(messagesOf(ZUserUpdate, { ...person, dateOfBirth: '1850-05-01' })).toEqual({
      dateOfBirth: PROFILE_MESSAGES.dateOfBirth,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(messagesOf(ZUserUpdate, { ...person, dateOfBirth: today })).toEqual({});
    // Letters typed into the weight are told the same sentence, not zod's English default.
    expect(
      messagesOf(ZUserUpdate, {
        firstName: 'דנה',
        lastName: 'לוי',
        phone: '0501234567',
        fitWeightKg: 'שבעים',
      }),
    ).toEqual({ fitWeightKg: PROFILE_MESSAGES.weight });
    expect(
      messagesOf(ZContactRequest, {
        type: 'general',
        name: '',
        email: 'a',
        subject: 's',
        message: 'm',
      }),
    ).toEqual({ name: CONTACT_MESSAGES.name, email: CONTACT_MESSAGES.emailFormat });
    expect(messagesOf(ZFaqInput, { question: '', answer: 'x' })).toEqual({
      question: FAQ_MESSAGES.questionRequired,
    });
    expect(messagesOf(ZBrandInput, { title: '', logo: 'nope', brandRating: 7 })).toEqual({
      title: REFERENCE_MESSAGES.titleRequired,
      logo: REFERENCE_MESSAGES.logo,
      brandRating: REFERENCE_MESSAGES.brandRating,
    });
    // A limit with no words of its own must not borrow the field's other sentence.
    expect(messagesOf(ZBoardInput, { locationText: 'ח'.repeat(201) })).toMatchObject({
      locationText: BOARD_MESSAGES.locationMax,
    });
    const service = {
      price: 2_000_000,
      experience: 81,
      equipment: 'א'.repeat(301),
      turnaroundTime: 'א'.repeat(101),
      location: { address: 'א'.repeat(201), city: 'א'.repeat(61), region: 'center' },
    };
    expect(pathMessagesOf(ZServiceInput, service)).toMatchObject({
      price: SERVICE_MESSAGES.priceMax,
      experience: SERVICE_MESSAGES.experienceMax,
      equipment: SERVICE_MESSAGES.textMax300,
      turnaroundTime: SERVICE_MESSAGES.textMax100,
      'location.address': SERVICE_MESSAGES.addressMax,
      'location.city': SERVICE_MESSAGES.cityMax,
    });
    expect(messagesOf(ZServiceInput, {})).toMatchObject({
      serviceType: SERVICE_MESSAGES.serviceType,
      title: SERVICE_MESSAGES.titleMin,
    });
  });
});
