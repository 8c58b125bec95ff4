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
  ])('an ordinary message: %s', (text) => {
    expect(messageRisks(text)).toEqual([]);
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
