import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

// The language a request asks for, from its Accept-Language header (RFC 9110 §12.5.4): the
// first of its languages by q-value (the order written breaks ties) that Galim speaks, matched
// by the primary subtag (`en-US` is English; `iw`, Hebrew's old code, is Hebrew). A header that
// names none of ours, or none at all, gets the default, Hebrew.

const ALIASES: Record<string, string> = { iw: 'he' };

export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      const quality = q === undefined ? 1 : Number(q);
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((w) => w.tag && w.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of wanted) {
    const primary = tag.split('-')[0] ?? '';
    const language = ALIASES[primary] ?? primary;
    if (isLanguage(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}
