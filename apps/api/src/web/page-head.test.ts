import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { injectHead } from './page-meta';

// The server writes each page's head into the web app's real index.html (as Vite builds it,
// formatted by Prettier: a tag may span lines). Each tag must come out once: a page with two
// descriptions shows search engines and share previews the generic one.

const template = fs.readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe('page head on the real index.html', () => {
  it('has one title and one description: the page’s own', () => {
    const html = injectHead(
      template,
      { title: 'שאלות נפוצות | גלים', description: 'תשובות לשאלות נפוצות', path: '/faq' },
      'https://galim.test',
    );
    expect(count(html, /<title>/g)).toBe(1);
    expect(html).toContain('<title>שאלות נפוצות | גלים</title>');
    expect(count(html, /<meta\s+name="description"/g)).toBe(1);
    expect(html).toContain('<meta name="description" content="תשובות לשאלות נפוצות">');
    expect(count(html, /<link\s+rel="canonical"/g)).toBe(1);
  });

  it('keeps the site description for a page without its own', () => {
    const html = injectHead(template, { title: 'גלים', path: '/' }, 'https://galim.test');
    expect(count(html, /<meta\s+name="description"/g)).toBe(1);
  });
});
