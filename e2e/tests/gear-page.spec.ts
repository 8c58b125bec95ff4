import { bearer, tokenFor } from '../support/api';
import {
  PHONE,
  expect,
  expectAccessible,
  openUnderServiceWorker,
  test,
  waitForApp,
} from '../support/fixtures';
import { approvedWetsuit } from '../support/gear-api';

// A wetsuit's page does what a board's does (issue 53), on phones with the service worker on, as
// returning visitors have the app, in Hebrew and in English: a signed-in buyer likes it from its
// page (under /api/listings), asks for the seller's contact details, the heart stays full after
// a reload and the wetsuit is on their favourites page; its seller reads no message form on it,
// but where to manage it.

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

const RUN = Date.now().toString(36);

const HE = {
  list: '/חליפות',
  favourites: '/profile/favorites',
  like: 'הוספה למועדפים',
  unlike: 'הסרה מהמועדפים',
  oneLike: 'מועדף אחד',
  message: 'ההודעה שלכם',
  send: 'שליחת הודעה',
  own: 'המודעה שלכם',
  manage: 'ניהול המודעה במודעות שלי',
  showContact: 'הצג פרטי קשר',
  email: 'שליחת מייל',
};

const EN: typeof HE = {
  list: '/en/wetsuits',
  favourites: '/en/profile/favorites',
  like: 'Add to favourites',
  unlike: 'Remove from favourites',
  oneLike: '1 like',
  message: 'Your message',
  send: 'Send message',
  own: 'Your listing',
  manage: 'Manage it in My listings',
  showContact: 'Show contact details',
  email: 'Send an email',
};

for (const [language, w] of [
  ['Hebrew', HE],
  ['English', EN],
] as const) {
  test(`a buyer likes a wetsuit from its page; its seller manages it, in ${language}`, async ({
    page,
    browser,
    request,
    signIn,
  }) => {
    test.setTimeout(180_000);
    const title = `Rip Curl ${language} ${RUN}`;
    const sellerEmail = `gp-seller-${language}-${RUN}@galim.example`;
    const sellerToken = await tokenFor(request, sellerEmail, 'יעל מוכרת');
    const id = await approvedWetsuit(request, sellerToken, { title, price: 450 });
    const path = `${w.list}/${id}`;

    // The buyer likes it from its page: the heart fills and counts one.
    const buyer = await signIn(`gp-buyer-${language}-${RUN}@galim.example`, 'Dana דנה');
    await openUnderServiceWorker(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    const heart = page.getByRole('button', { name: w.like });
    await expect(heart).toBeEnabled();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const liked = page.getByRole('button', { name: w.unlike });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await expect(liked).toContainText(w.oneLike);
    await expect(page.getByRole('textbox', { name: w.message })).toBeVisible();

    // Contact outside Galim, as on a board's page: asked for under /api/listings, never cached.
    const revealed = page.waitForResponse((r) => r.url().endsWith(`/api/listings/${id}/contact`));
    await page.getByRole('button', { name: w.showContact }).click();
    expect((await revealed).status()).toBe(200);
    await expect(page.getByRole('link', { name: w.email })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${sellerEmail.toLowerCase()}\\?subject=`),
    );
    await expectAccessible(page, `wetsuit page, liked, ${language}`);

    // Kept: the page read again under the service worker says so, and so do the favourites.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('button', { name: w.unlike })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const favourites = await request.get('/api/listings/favorites', {
      headers: bearer(buyer.token),
    });
    expect(favourites.status()).toBe(200);
    const kept = (await favourites.json()).data.listings as { _id: string; kind: string }[];
    expect(kept).toContainEqual(expect.objectContaining({ _id: id, kind: 'wetsuit' }));
    await page.goto(w.favourites);
    await waitForApp(page);
    await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
    await expectAccessible(page, `favourites with a wetsuit, ${language}`);

    // Its seller, on their own phone: no message form, but the way to manage it.
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    const sellerPage = await context.newPage();
    await signIn(sellerEmail, 'יעל מוכרת', sellerPage);
    await openUnderServiceWorker(sellerPage, path);
    await expect(sellerPage.getByRole('heading', { level: 1 })).toContainText(title);
    const own = sellerPage.getByRole('region', { name: w.own });
    await expect(own).toBeVisible();
    await expect(sellerPage.getByRole('button', { name: w.send })).toHaveCount(0);
    await expect(sellerPage.getByRole('textbox', { name: w.message })).toHaveCount(0);
    await expectAccessible(sellerPage, `wetsuit page, its seller, ${language}`);
    await own.getByRole('link', { name: w.manage }).click();
    await expect(sellerPage).toHaveURL(/\/profile\/my-surfboards\?kind=wetsuit$/);
    await expect(sellerPage.getByRole('article').filter({ hasText: title })).toBeVisible();
    await context.close();
  });
}
