import type { APIRequestContext } from '@playwright/test';
import { bearer, runJob, tokenFor } from '../support/api';
import {
  PHONE,
  expect,
  expectAccessible,
  expectNoOverflow,
  openUnderServiceWorker,
  test,
  waitForApp,
} from '../support/fixtures';

// Issue 55 on a phone, in Hebrew and in English, as returning visitors have it (the service
// worker active): a seller is asked "still for sale?" a few days before the listing's 60 days
// end and renews it in one tap from the notification centre; she then lowers its price, and the
// buyer who liked the board is told, with the old and the new price, and reads the drop on the
// board's page. The demo seeds dana's (Hebrew) and maya's (English) oldest boards 55 and 54 days
// old (apps/api/src/seed/surfboards.ts, EXPIRING_SOON).

test.use({ viewport: PHONE, serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);

interface OwnBoard {
  _id: string;
  title: string;
  price: number;
  expiresAt: string;
}

/** The seller's public board whose term ends soonest: the one the reminder is about. */
async function endingSoon(request: APIRequestContext, token: string): Promise<OwnBoard> {
  const res = await request.get('/api/surfboards/mine', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  const boards = ((await res.json()) as { data: OwnBoard[] }).data;
  const soonest = boards.sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt))[0]!;
  const days = (Date.parse(soonest.expiresAt) - Date.now()) / 86_400_000;
  expect(days, 'the seeded board ends within the reminder week').toBeLessThan(7);
  return soonest;
}

const JOURNEYS = [
  {
    language: 'he',
    seller: { email: 'dana@galim.example', name: 'דנה מזרחי' },
    prefix: '',
    words: {
      question: 'עדיין למכירה?',
      endsIn: /המודעה תרד מהאתר בעוד \d ימים/,
      renew: 'חידוש ל-60 יום',
      renewed: 'המודעה חודשה ל-60 יום',
      edit: 'עריכה',
      price: 'מחיר (₪)',
      save: 'שמירת השינויים',
      priceDrop: 'ירידת מחיר בגלשן שאהבת',
      dropped: /^ירד מ-/,
    },
  },
  {
    language: 'en',
    seller: { email: 'maya@galim.example', name: 'מאיה לוי' },
    prefix: '/en',
    words: {
      question: 'Still for sale?',
      endsIn: /The listing comes off the site in \d days/,
      renew: 'Renew for 60 days',
      renewed: 'The listing was renewed for 60 days',
      edit: 'Edit',
      price: 'Price (₪)',
      save: 'Save changes',
      priceDrop: 'Price drop on a board you liked',
      dropped: /^Down from /,
    },
  },
] as const;

/** A price's digits as both languages group them ("2,300"); the shekel sign sits either side. */
const digits = (n: number) => n.toLocaleString('en-US');

for (const { language, seller, prefix, words } of JOURNEYS) {
  test(`${language}: "still for sale?", renewed in one tap; a lower price told to the liker`, async ({
    page,
    browser,
    request,
    signIn,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const sellerToken = await tokenFor(request, seller.email, seller.name);
    const board = await endingSoon(request, sellerToken);

    // A buyer liked the board; in English, she reads the site in English (the language switch).
    const buyerContext = await browser.newContext({
      viewport: PHONE,
      serviceWorkers: 'allow',
      locale: language === 'en' ? 'en-US' : 'he-IL',
      timezoneId: 'Asia/Jerusalem',
      baseURL,
    });
    const buyer = await buyerContext.newPage();
    await buyer.goto(`${prefix}/`);
    const buyerAuth = await signIn(`liker-${language}-${RUN}@galim.example`, 'Liker', buyer);
    if (language === 'en') {
      await buyer.goto(`/language/en?to=${encodeURIComponent('/en/')}`);
      await waitForApp(buyer);
      // The account takes the language chosen with the switch: notices come in it.
      await expect
        .poll(async () => {
          const res = await request.get('/api/auth/validate', {
            headers: bearer(buyerAuth.token),
          });
          return ((await res.json()) as { user: { language?: string } }).user.language;
        })
        .toBe('en');
    }
    const liked = await request.patch(`/api/surfboards/${board._id}/like`, {
      headers: bearer(buyerAuth.token),
    });
    expect(liked.status(), await liked.text()).toBe(200);

    // The reminder: once a term, in the seller's language, with the three answers.
    await runJob(request, 'listing-expiry');
    await page.goto(`${prefix}/`);
    await signIn(seller.email, seller.name);
    await openUnderServiceWorker(page, `${prefix}/profile/notifications`);
    const notice = page
      .locator('li')
      .filter({ hasText: board.title })
      .filter({
        has: page.getByRole('button', { name: words.question, exact: true }),
      });
    await expect(notice).toHaveCount(1);
    await expectNoOverflow(page);
    await expectAccessible(page, `${language} notification centre with the reminder`);
    await notice.getByRole('button', { name: words.renew }).click();
    await expect(page.getByText(words.renewed)).toBeVisible();
    await runJob(request, 'listing-expiry');
    await page.reload();
    await expect(notice).toHaveCount(1);

    // Renewed: 60 days again, and its place in the newest-first list kept.
    const renewed = (await (
      await request.get(`/api/surfboards/${board._id}`, { headers: bearer(sellerToken) })
    ).json()) as { data: OwnBoard & { createdAt: string } };
    expect((Date.parse(renewed.data.expiresAt) - Date.now()) / 86_400_000).toBeGreaterThan(59);
    await page.goto(`${prefix}/profile/my-surfboards`);
    const card = page.getByRole('article').filter({ hasText: board.title });
    await expect(card).toBeVisible();
    await expect(card.getByText(words.endsIn)).toHaveCount(0);

    // A lower price, from the board's edit form.
    const lower = Math.round((board.price * 0.9) / 50) * 50;
    await card.getByRole('button', { name: words.edit, exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(words.price).fill(String(lower));
    await form.getByRole('button', { name: words.save }).click();
    await expect(form).toHaveCount(0, { timeout: 20_000 });

    // The buyer who liked it is told once, in her language, with both prices. The notice is
    // made by a queued job after the save: the page opens once it is there.
    await expect
      .poll(async () => {
        const res = await request.get('/api/notifications?limit=50', {
          headers: bearer(buyerAuth.token),
        });
        return JSON.stringify(await res.json()).includes('"price-drop"');
      })
      .toBe(true);
    await openUnderServiceWorker(buyer, `${prefix}/profile/notifications`);
    const drop = buyer.getByRole('button', { name: words.priceDrop });
    await expect(drop).toHaveCount(1);
    const body = buyer.locator('li').filter({ has: drop });
    await expect(body).toContainText(board.title);
    await expect(body).toContainText(digits(board.price));
    await expect(body).toContainText(digits(lower));
    await expectNoOverflow(buyer);
    await expectAccessible(buyer, `${language} price-drop notice`);
    await drop.click();
    await expect(buyer).toHaveURL(new RegExp(`${prefix}/surfboards/${board._id}`));
    const history = buyer.getByText(words.dropped);
    await expect(history).toBeVisible();
    await expect(history).toContainText(digits(board.price));
    await expect(history).toContainText(digits(lower));
    await expectNoOverflow(buyer);
    await buyerContext.close();

    // The seller is not told of her own price.
    const sellerNotices = await (
      await request.get('/api/notifications?limit=50', { headers: bearer(sellerToken) })
    ).json();
    expect(JSON.stringify(sellerNotices)).not.toContain(words.priceDrop);
  });
}
