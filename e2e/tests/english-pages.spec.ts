import type { Page } from '@playwright/test';
import { ROUTE_PATTERNS } from '../../packages/shared/src/route-patterns';
import { KIND_SLUGS, LISTING_KINDS } from '../../packages/shared/src/listings/kinds';
import { axeViolations, pageSettled } from '../support/axe';
import { ADMIN_PAGES, PROFILE_PAGES } from '../support/pages';
import { PHONE, expect, test, type SignIn } from '../support/fixtures';

// Issue 46 item 7: every page of the route table, drawn in English, shows no Hebrew letter
// outside what users wrote (marked dir="auto" or <bdi>, the way it keeps its own direction),
// and passes axe at WCAG 2.2 AA as the Hebrew pages do (a11y-all-pages.spec.ts).

test.describe.configure({ timeout: 900_000 });
test.use({ viewport: PHONE, locale: 'en-US' });

/** The page's Hebrew texts that are not user content: text, labels, alt texts, placeholders. */
function hebrewOutsideUserContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const HEBREW = /[\u0590-\u05FF]/;
    // What users wrote keeps its own direction (dir="auto", <bdi>); a word of another language
    // says which (the switch's "עברית" has lang="he").
    const USER = '[dir="auto"], bdi, [data-user-content], [lang]:not([lang^="en"])';
    const found: string[] = [];
    // Labels, buttons and the page's title may quote what users wrote ("Edit: <title>", "Block
    // <name>"): that part is theirs, the rest is ours.
    const written = Array.from(document.body.querySelectorAll(USER))
      .map((el) => el.textContent?.trim() ?? '')
      .filter((text) => text.length > 0)
      .sort((a, b) => b.length - a.length);
    const ours = (value: string) =>
      written.reduce((rest, text) => rest.split(text).join(''), value);
    const where = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        el.className && typeof el.className === 'string'
          ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}`
          : ''
      }>`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(`script, style, noscript, ${USER}`)) continue;
      const text = node.textContent?.trim() ?? '';
      if (HEBREW.test(ours(text))) found.push(`${where(parent)} ${text.slice(0, 60)}`);
    }
    const labelled = document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]');
    for (const el of Array.from(labelled)) {
      if (el.closest(USER)) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = el.getAttribute(name) ?? '';
        if (HEBREW.test(ours(value))) found.push(`${where(el)} @${name}: ${value.slice(0, 60)}`);
      }
    }
    if (HEBREW.test(ours(document.title))) found.push(`<title> ${document.title}`);
    return found;
  });
}

type Paths = Partial<Record<(typeof ROUTE_PATTERNS)[number], string>>;

async function publicPaths(page: Page): Promise<Paths> {
  const boards = await (await page.request.get('/api/surfboards?page=1&limit=1')).json();
  const services = await (await page.request.get('/api/services/search?page=1&limit=1')).json();
  const service = services.services[0];
  return {
    '/': '/',
    '/surfboards': '/surfboards',
    '/surfboards/:id': `/surfboards/${boards.data.boards[0]._id}`,
    '/stores': '/stores',
    '/map': '/map',
    '/services': '/services',
    '/services/:type/:id': `/services/${service.serviceType}/${service._id}`,
    '/forecast': '/forecast',
    '/forecast/:spotId': '/forecast/herzliya',
    '/forecast/:spotId/accuracy': '/forecast/herzliya/accuracy',
    '/u/:slug': '/u/yoni-cohen',
    '/faq': '/faq',
    '/about': '/about',
    '/contact': '/contact',
    '/terms': '/terms',
    '/privacy-policy': '/privacy-policy',
    '/privacy': '/privacy',
    '/login': '/login',
    '/auth': '/auth',
    ...(await gearPaths(page)),
  };
}

/** Gear of every other kind (issue 53): its list and a listing's page, at both its addresses. */
const GEAR = LISTING_KINDS.filter((k) => k !== 'board').flatMap((kind) =>
  [KIND_SLUGS[kind].en, KIND_SLUGS[kind].he].map((slug) => ({ kind, slug: `/${slug}` })),
);

async function gearPaths(page: Page): Promise<Paths> {
  const paths: Record<string, string> = {};
  for (const { kind, slug } of GEAR) {
    const res = await (await page.request.get(`/api/listings?kind=${kind}&limit=1`)).json();
    paths[slug] = slug;
    paths[`${slug}/:id`] = `${slug}/${res.data.listings[0]._id}`;
  }
  return paths as Paths;
}

// The questions page too: the English check opens every page of the route table.
const PROFILE = [...PROFILE_PAGES, 'questions'] as const;

const ADMIN = ADMIN_PAGES;

/** The route table's patterns each role opens (the test below holds them to the table). */
const PATTERNS: Record<string, string[]> = {
  visitor: [
    '/',
    '/surfboards',
    '/surfboards/:id',
    '/stores',
    '/map',
    '/services',
    '/services/:type/:id',
    '/forecast',
    '/forecast/:spotId',
    '/forecast/:spotId/accuracy',
    '/u/:slug',
    '/faq',
    '/about',
    '/contact',
    '/terms',
    '/privacy-policy',
    '/privacy',
    '/login',
    '/auth',
    ...GEAR.flatMap(({ slug }) => [slug, `${slug}/:id`]),
  ],
  user: [
    '/profile',
    ...PROFILE.map((p) => `/profile/${p}`),
    '/profile/messages/:id',
    '/services/create',
    '/services/:serviceType/:id/edit',
  ],
  admin: ['/admin', ...ADMIN.map((p) => `/admin/${p}`), '/admin/conversations/:id'],
};

const ROLES: Record<string, (page: Page, signIn: SignIn) => Promise<Paths>> = {
  visitor: publicPaths,
  user: async (page, signIn) => {
    const me = await signIn('yoni@galim.example', 'יוני כהן');
    const auth = { headers: { authorization: `Bearer ${me.token}` } };
    const mine = await (
      await page.request.get(`/api/services/all/user/${me.user._id}?page=1&limit=1`, auth)
    ).json();
    const own = mine.services[0] as { _id: string; serviceType: string };
    const threads = await (await page.request.get('/api/conversations', auth)).json();
    const thread = (threads.data ?? threads).items[0] as { _id: string };
    return {
      '/profile': '/profile',
      ...Object.fromEntries(PROFILE.map((p) => [`/profile/${p}`, `/profile/${p}`])),
      '/profile/messages/:id': `/profile/messages/${thread._id}`,
      '/services/create': '/services/create',
      '/services/:serviceType/:id/edit': `/services/${own.serviceType}/${own._id}/edit`,
    };
  },
  admin: async (page, signIn) => {
    await signIn('admin@galim.example', 'נועה מנהלת');
    return {
      '/admin': '/admin',
      ...Object.fromEntries(ADMIN.map((p) => [`/admin/${p}`, `/admin/${p}`])),
      // A thread the moderator may not read yet: the page says so, in English.
      '/admin/conversations/:id': '/admin/conversations/00000000-0000-4000-8000-000000000000',
    };
  },
};

for (const [role, pathsOf] of Object.entries(ROLES)) {
  test(`${role} pages in English: no Hebrew outside user content, axe clean`, async ({
    page,
    signIn,
  }) => {
    const paths = await pathsOf(page, signIn);
    expect(Object.keys(paths).sort()).toEqual([...PATTERNS[role]!].sort());
    const found: string[] = [];
    for (const path of Object.values(paths)) {
      const english = path === '/' ? '/en/' : `/en${path}`;
      await pageSettled(page, english);
      expect(page.url(), `${english} stays in English`).toContain('/en/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      found.push(...(await hebrewOutsideUserContent(page)).map((t) => `${english}: ${t}`));
      found.push(...(await axeViolations(page, english, `${role}/en`)));
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('the pages above are every page of the route table', () => {
  expect(Object.values(PATTERNS).flat().sort()).toEqual([...ROUTE_PATTERNS].sort());
});
