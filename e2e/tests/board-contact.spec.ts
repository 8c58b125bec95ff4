import type { Locator, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { bearer, tokenFor } from '../support/api';
import { PHONE, expect, test, waitForApp, serviceWorkerControls } from '../support/fixtures';

// Issue 51 §6 and §14: a seller's phone and e-mail are in no list and not in the board's
// answer; the board page reveals them on a tap ("הצג פרטי קשר"), and the in-app message is the
// first and largest way to reach the seller, WhatsApp, a call and e-mail after it.

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

const WHATSAPP = 'שליחת הודעה בוואטסאפ';
const REVEAL = 'הצג פרטי קשר';

/**
 * A public board whose seller shows contact and has a phone, found in the list (which carries no
 * phone). Other journeys publish boards whose sellers have none: an admin's view of each board,
 * from a context of its own (the page stays a visitor's), tells which seller has one.
 */
async function boardShowingContact(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
): Promise<string> {
  const res = await page.request.get('/api/surfboards?page=1&limit=48');
  const text = await res.text();
  expect(text).not.toMatch(/"phone"|"email"/);
  const boards: { _id: string; showContact: boolean }[] = JSON.parse(text).data.boards;
  const admin = await playwright.request.newContext({ baseURL });
  try {
    const token = await tokenFor(admin, 'admin@galim.example', 'נועה מנהלת');
    for (const board of boards.filter((b) => b.showContact)) {
      const seen = await admin.get(`/api/surfboards/${board._id}`, { headers: bearer(token) });
      const { seller } = (await seen.json()).data as { seller: { phone?: string | null } };
      if (seller.phone) return board._id;
    }
  } finally {
    await admin.dispose();
  }
  throw new Error('no public board whose seller shows a phone');
}

async function openBoard(page: Page, id: string) {
  await page.goto(`/surfboards/${id}`);
  await waitForApp(page);
  await serviceWorkerControls(page);
  await page.locator('#main').hover();
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-drawn', { timeout: 60_000 });
}

async function area(locator: Locator): Promise<number> {
  const box = (await locator.boundingBox())!;
  return box.width * box.height;
}

/** Whether `first` comes before `second` in the page. */
async function before(first: Locator, second: Locator): Promise<boolean> {
  const handle = await second.elementHandle();
  return first.evaluate(
    (a, b) => Boolean(a.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING),
    handle,
  );
}

test('a visitor taps "show contact details" to get the seller’s WhatsApp, phone and e-mail', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const id = await boardShowingContact(page, playwright, baseURL!);
  // The board's answer and its server-drawn page carry no phone either.
  const answer = await (await page.request.get(`/api/surfboards/${id}`)).text();
  expect(answer).not.toMatch(/"phone"|"email"/);
  expect(await (await page.request.get(`/surfboards/${id}`)).text()).not.toContain('wa.me');

  await openBoard(page, id);
  const message = page.getByRole('region', { name: 'הודעה למוכר' });
  const contact = page.getByRole('region', { name: 'יצירת קשר עם המוכר' });
  await expect(contact.getByRole('link', { name: WHATSAPP })).toHaveCount(0);

  // The in-app message comes first and is the larger action.
  const signIn = message.getByRole('link', { name: 'התחברות ושליחת הודעה למוכר' });
  const reveal = contact.getByRole('button', { name: REVEAL });
  expect(await before(message, contact)).toBe(true);
  expect(await area(signIn)).toBeGreaterThan(await area(reveal));

  const asked = page.waitForResponse(
    (r) => r.url().endsWith(`/api/surfboards/${id}/contact`) && r.request().method() === 'POST',
  );
  await reveal.click();
  expect((await asked).status()).toBe(200);
  const whatsapp = contact.getByRole('link', { name: WHATSAPP });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/9725\d{8}\?text=/);
  await expect(contact.getByRole('link', { name: /^התקשרות/ })).toHaveAttribute(
    'href',
    /^tel:\+?\d+/,
  );
  await expect(contact.getByRole('link', { name: 'שליחת מייל' })).toHaveAttribute(
    'href',
    /^mailto:[^?]+@galim\.example\?subject=/,
  );
  await expect(reveal).toHaveCount(0);
  expect(await area(whatsapp)).toBeLessThan(await area(signIn));

  // The service worker kept no copy of the revealed contact.
  const kept = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (request.url.includes('/contact')) found.push(request.url);
        const body = await (await cache.match(request))?.clone().text();
        if (body?.includes('"phone"')) found.push(request.url);
      }
    }
    return found;
  });
  expect(kept).toEqual([]);
});

test('signed in, the message to the seller is first and larger than WhatsApp', async ({
  page,
  signIn,
  playwright,
  baseURL,
}) => {
  await signIn('contact.buyer@galim.example', 'קונה');
  const id = await boardShowingContact(page, playwright, baseURL!);
  await openBoard(page, id);
  const send = page
    .getByRole('region', { name: 'הודעה למוכר' })
    .getByRole('button', { name: 'שליחת הודעה' });
  await expect(send).toBeVisible();
  await page.getByRole('button', { name: REVEAL }).click();
  const whatsapp = page.getByRole('link', { name: WHATSAPP });
  await expect(whatsapp).toBeVisible();
  expect(await before(send, whatsapp)).toBe(true);
  expect(await area(send)).toBeGreaterThan(await area(whatsapp));
});
