/**
 * The km a card or list row says ("במרחק 12 ק״מ"), as a screen reader hears it: 0 under a km,
 * NaN where it says no distance. Read from textContent: rows past the first screen are not laid
 * out until they come near (decision 038).
 */
export function kmSaid(texts: readonly string[]): number[] {
  return texts.map((t) => {
    if (t.includes('במרחק פחות מקילומטר')) return 0;
    const m = /במרחק (\d+) ק״מ/.exec(t);
    return m ? Number(m[1]) : NaN;
  });
}
