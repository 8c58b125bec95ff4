import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeText, prefixVariants, MIN_BARE_WORD } from './hebrew';
import { phoneticKey } from './phonetic';
import { planQuery, searchDocument, SEARCH_DOC_VERSION } from './document';

describe('Hebrew normalisation', () => {
  it('strips niqqud, cantillation and quotes, and maps final letters', () => {
    expect(normalizeText('גַּלְשָׁן סְפוֹג')).toBe('גלשנ ספוג');
    expect(normalizeText('בְּרֵאשִׁ֖ית')).toBe('בראשית');
    expect(normalizeText('צ׳אנל')).toBe('צאנל');
    expect(normalizeText("צ'אנל")).toBe('צאנל');
    expect(normalizeText('צה״ל')).toBe('צהל');
    expect(normalizeText('צה"ל')).toBe('צהל');
    expect(normalizeText('ך ם ן ף ץ')).toBe('כ מ נ פ צ');
    expect(normalizeText('  Firewire – SEASIDE! ')).toBe('firewire seaside');
  });

  it('keeps only a-z, 0-9, Hebrew base letters and single spaces, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => {
        const n = normalizeText(s);
        expect(n).toMatch(/^(?:[a-z0-9א-ת]+(?: [a-z0-9א-ת]+)*)?$/);
        expect(n).not.toMatch(/[ךםןףץ]/);
        expect(normalizeText(n)).toBe(n);
      }),
    );
  });

  it('tries a word with and without its one-letter prefixes and their pairs', () => {
    expect(prefixVariants('הפיש')).toEqual(['הפיש', 'פיש']);
    expect(prefixVariants('והשורטבורד')).toEqual(
      expect.arrayContaining(['והשורטבורד', 'השורטבורד', 'שורטבורד']),
    );
    // Too short to be a word once stripped.
    expect(prefixVariants('הים')).toEqual(['הים']);
    expect(prefixVariants('firewire')).toEqual(['firewire']);
  });

  it('never strips a word below the minimum and always keeps the word itself first', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[א-ת]{1,10}$/), (w) => {
        const v = prefixVariants(w);
        expect(v[0]).toBe(w);
        for (const x of v.slice(1)) {
          expect(x.length).toBeGreaterThanOrEqual(MIN_BARE_WORD);
          expect(w.endsWith(x)).toBe(true);
        }
      }),
    );
  });
});

describe('phonetic key across Hebrew and Latin', () => {
  it.each([
    ['פיירוויר', 'Firewire'],
    ['פיירויר', 'firewier'],
    ['לוסט', 'Lost'],
    ['טורק', 'Torq'],
    ['פייזל', 'Pyzel'],
    ['שורטבורד', 'shortboard'],
    ["צ'אנל", 'Channel'],
    ['לונגבורד', 'longboard'],
    ['סיסייד', 'Seaside'],
    ['דומינטור', 'Dominator'],
    ['צלום', 'צילום'],
  ])('%s and %s share a key', (a, b) => {
    expect(phoneticKey(a)).toBe(phoneticKey(b));
    expect(phoneticKey(a).length).toBeGreaterThan(1);
  });

  it('keeps different brands apart', () => {
    expect(phoneticKey('Lost')).not.toBe(phoneticKey('Torq'));
    expect(phoneticKey('Pyzel')).not.toBe(phoneticKey('Firewire'));
  });

  it('is made of consonant classes only, never two equal in a row, at most the word long', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zא-ת']{0,12}$/), (w) => {
        const k = phoneticKey(w);
        expect(k).toMatch(/^[bdgklmnprst]*$/);
        expect(k).not.toMatch(/(.)\1/);
        // x is the only letter worth two sounds.
        expect(k.length).toBeLessThanOrEqual(w.length + (w.match(/x/g)?.length ?? 0));
      }),
    );
  });
});

describe('search document and query plan', () => {
  it('stores normalised text, keys of both scripts and vocabulary groups', () => {
    const doc = searchDocument({ head: ['Softech Roller', 'גלשן ספוג'], body: ['למתחילים'] });
    expect(doc.startsWith(`${SEARCH_DOC_VERSION}¦`)).toBe(true);
    expect(doc).toContain(' softech roller גלשנ ספוג ');
    expect(doc).toContain('§=soft');
    expect(doc).toContain('§=beginner');
  });

  it('turns slang, phrases and prefixes into what the document holds', () => {
    const [soft] = planQuery('סופט');
    expect(soft!.groupPatterns).toContain('§=soft ');
    const [phrase] = planQuery('גלשן ספוג');
    expect(phrase!.word).toBe('גלשנ ספוג');
    expect(phrase!.groupPatterns).toContain('§=soft ');
    const [brand] = planQuery('לפיירוויר');
    expect(brand!.literals).toContain('פיירוויר');
    expect(brand!.keyPatterns).toContain('§prbr');
  });

  it('plans at most six words, each with its own literal first', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zא-ת]{1,8}$/), { maxLength: 10 }), (ws) => {
        const plan = planQuery(ws.join(' '));
        expect(plan.length).toBeLessThanOrEqual(6);
        for (const p of plan) expect(p.literals[0]).toBe(p.word);
      }),
    );
  });
});
