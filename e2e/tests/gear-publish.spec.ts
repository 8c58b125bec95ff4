import type { APIRequestContext } from '@playwright/test';
import { bearer } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ENGLISH, HEBREW, publishWetsuit } from '../support/gear';

// The publish flow for gear (issue 53, item 4): a signed-in seller says first what is sold, gets a
// wetsuit's fields only, and publishes a 4/3 wetsuit size M with a photo, in Hebrew and in
// English, with the service worker on, as a returning visitor has the app. The API then holds the
// wetsuit as it holds every new listing, for review, with its facts and its photo.

test.use({ serviceWorkers: 'allow' });

const RUN = Date.now();

/** The wetsuit as the API keeps it, asked for by its seller. */
async function expectWetsuit(request: APIRequestContext, token: string, id: string, title: string) {
  const res = await request.get(`/api/listings/${id}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as {
    data: {
      kind: string;
      title: string;
      price: number;
      moderationStatus: string;
      attributes: Record<string, unknown>;
      images: unknown[];
    };
  };
  expect(data).toMatchObject({ kind: 'wetsuit', title, price: 450 });
  expect(data.attributes).toMatchObject({ size: 'M', thickness: '4/3', style: 'full', cut: 'men' });
  expect(data.images).toHaveLength(1);
  // New listings wait for a moderator (the API's rule); nothing here is public before that.
  expect(data.moderationStatus).toBe('pending');
}

test('a seller publishes a 4/3 wetsuit size M with a photo, in Hebrew', async ({
  page,
  request,
  signIn,
}) => {
  const { token } = await signIn(`wetsuit-he-${RUN}@galim.example`, 'נועה מוכרת');
  const title = `חליפת O'Neill ${RUN}`;
  const id = await publishWetsuit(page, HEBREW, title, '#0f766e');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expectWetsuit(request, token, id, title);
});

test('a seller publishes a 4/3 wetsuit size M with a photo, in English', async ({
  page,
  request,
  signIn,
}) => {
  const { token } = await signIn(`wetsuit-en-${RUN}@galim.example`, 'Noa Seller');
  const title = `O'Neill Psycho wetsuit ${RUN}`;
  const id = await publishWetsuit(page, ENGLISH, title, '#7c2d12');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectWetsuit(request, token, id, title);
});
