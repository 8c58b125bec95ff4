import { describe, expect, it } from 'vitest';
import { linkPieces, messageRisks } from './safety';

describe('messageRisks', () => {
  it.each([
    ['אפשר להעביר לי מקדמה של 200 ש"ח בביט?', ['payment', 'deposit']],
    ['תעביר בפייבוקס ואני שולח עם שליח', ['payment']],
    ['העברה בנקאית לחשבון שלי ואז נתאם', ['payment']],
    ['Please send a deposit via Western Union', ['payment', 'deposit']],
    ['pay with bit and I will hold it', ['payment']],
    ['My IBAN is IL62 0108 0000 0009 9999 999', ['bank_details']],
    ['IL620108000000099999999', ['bank_details']],
    ['שלח לי צילום של תעודת הזהות שלך', ['identity']],
    ['send me your ID first', ['identity']],
    ['דבר איתי בוואטסאפ, יותר נוח', ['off_platform']],
    ['message me on WhatsApp', ['off_platform']],
    ['תשלום מראש ואז אני שולח', ['deposit']],
    // Issue 51, item 12: a bank with its branch and account, and fake payment pages.
    ['בנק לאומי סניף 800 חשבון 123456', ['bank_details']],
    ['תעביר לבנק הפועלים, סניף 532, חשבון מספר 12-345678', ['bank_details']],
    ['לאומי סניף 800, ואז אני שולח', ['bank_details']],
    ['ח"ן 1234567 על שמי', ['bank_details']],
    ['Bank Leumi branch 800 account 123456', ['bank_details']],
    ['acct no. 1234567', ['bank_details']],
    ['לתשלום: https://bit-payments-secure.xyz/pay', ['payment_link']],
    ['שלם כאן bit-payments-secure.xyz/pay תודה', ['payment_link']],
    ['https://paypal-secure-login.com/verify?id=3', ['payment', 'payment_link']],
    ['www.paybox-il.net/r/123', ['payment', 'payment_link']],
    ['https://bitpay-il.co/deal', ['payment_link']],
  ])('%s', (text, risks) => {
    expect(messageRisks(text)).toEqual(risks);
  });

  it.each([
    'היי, הגלשן עדיין זמין? אפשר לראות אותו בשבת בחיפה?',
    'הוא מביט בים כל בוקר',
    'It has a bit of wear on the rails',
    "Is the deck still okay? 6'2 and 32L",
    'ביטוח? לא, רק תיקון קטן בזנב',
    'הסנפירים ב-FCS II, ויש גם ידית',
    'קיבלתי חשבונית על 1500 ש"ח כשקניתי',
    'החשבון יצא 12000 על התיקון? לא, 200',
    'ביטוח לאומי סניף חיפה סגור היום',
    'מידות בתמונות: https://bit.ly/3xYz12',
    'החנות שלי: https://orbit-surf.co.il/boards',
    'habit.com and 5.8 ft',
  ])('an ordinary message: %s', (text) => {
    expect(messageRisks(text)).toEqual([]);
  });
});

describe('payment links', () => {
  it.each([
    'https://www.paypal.com/paypalme/yoni',
    'https://paypal.me/yoni',
    'https://www.bitpay.co.il/he',
    'https://payboxapp.com/he/',
  ])("a brand's own page is not a look-alike: %s", (text) => {
    expect(messageRisks(text)).not.toContain('payment_link');
  });
});

describe('linkPieces', () => {
  it('cuts links out with their domain, without the sentence mark after them', () => {
    expect(linkPieces('תראה כאן: https://evil.example.com/pay?x=1. תודה')).toEqual([
      { text: 'תראה כאן: ' },
      {
        link: 'https://evil.example.com/pay?x=1',
        href: 'https://evil.example.com/pay?x=1',
        domain: 'evil.example.com',
      },
      { text: '. תודה' },
    ]);
    expect(linkPieces('www.galim.co.il')).toEqual([
      { link: 'www.galim.co.il', href: 'https://www.galim.co.il', domain: 'galim.co.il' },
    ]);
    expect(linkPieces('no links here')).toEqual([{ text: 'no links here' }]);
  });
});
