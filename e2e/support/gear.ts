import type { Page } from '@playwright/test';
import { expect, expectAccessible, openUnderServiceWorker } from './fixtures';

// The publish flow of a wetsuit in the page (issue 53), in Hebrew and in English: shared by the
// publish test and the whole journey of a wetsuit's sale.

/** A photo drawn in the page: a 900×600 PNG in `color`, unlike any other test's. */
export async function photo(page: Page, color: string): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 900, 600);
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(450, 300, 150, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, color);
  return Buffer.from(base64, 'base64');
}

export interface Words {
  /** The publish page's address in the language. */
  path: string;
  wetsuit: string;
  heading: string;
  boardField: string;
  price: string;
  condition: string;
  size: string;
  thickness: string;
  style: string;
  cut: string;
  place: string;
  placeName: string;
  phone: string;
  addPhotos: string;
  firstPhoto: string;
  submit: string;
  success: string;
  toListing: string;
  listingPath: RegExp;
}

export const HEBREW: Words = {
  path: '/profile/upload-surfboard',
  wetsuit: 'חליפה',
  heading: 'פרסום חליפה למכירה',
  boardField: 'נפח (ליטר)',
  price: 'מחיר (₪)',
  condition: 'מצב',
  size: 'מידה',
  thickness: 'עובי',
  style: 'סוג החליפה',
  cut: 'גזרה',
  place: 'מיקום (עיר או חוף)',
  placeName: 'חיפה',
  phone: 'מספר טלפון',
  addPhotos: 'הוספת תמונות',
  firstPhoto: 'תמונה 1',
  submit: 'פרסום המודעה',
  success: 'המודעה נשלחה בהצלחה',
  toListing: 'לעמוד המודעה',
  listingPath: /^\/(%D7%97%D7%9C%D7%99%D7%A4%D7%95%D7%AA|חליפות)\/[0-9a-f]{24}$/,
};

export const ENGLISH: Words = {
  path: '/en/profile/upload-surfboard',
  wetsuit: 'Wetsuit',
  heading: 'Sell a wetsuit',
  boardField: 'Volume (L)',
  price: 'Price (₪)',
  condition: 'Condition',
  size: 'Size',
  thickness: 'Thickness',
  style: 'Style',
  cut: 'Cut',
  place: 'Location (city or beach)',
  placeName: 'Haifa',
  phone: 'Phone number',
  addPhotos: 'Add photos',
  firstPhoto: 'Photo 1',
  submit: 'Publish listing',
  success: 'Your listing was sent',
  toListing: 'View the listing',
  listingPath: /^\/en\/wetsuits\/[0-9a-f]{24}$/,
};

/** Publishes a 4/3 wetsuit size M with one photo through the page; its id. */
export async function publishWetsuit(page: Page, words: Words, title: string, color: string) {
  await openUnderServiceWorker(page, words.path);
  const main = page.getByRole('main');
  // Boards first: the wetsuit is chosen, and its form has none of a board's fields.
  // The kind is kept in the address: the radio is checked once the page has moved to it.
  const kind = main.getByRole('radio', { name: words.wetsuit, exact: true });
  await kind.click();
  await expect(kind).toBeChecked();
  await expect(page).toHaveURL(/\?kind=wetsuit$/);
  await expect(main.getByRole('heading', { name: words.heading })).toBeVisible();
  await expect(main.getByRole('textbox', { name: words.boardField })).toHaveCount(0);

  await main.getByLabel(/^(כותרת|Title)$/).fill(title);
  await main.getByRole('textbox', { name: words.price }).fill('450');
  await main.getByRole('combobox', { name: words.condition, exact: true }).selectOption('good');
  await main.getByRole('combobox', { name: words.size, exact: true }).selectOption('M');
  await main.getByRole('combobox', { name: words.thickness, exact: true }).selectOption('4/3');
  await main.getByRole('combobox', { name: words.style, exact: true }).selectOption('full');
  await main.getByRole('combobox', { name: words.cut, exact: true }).selectOption('men');
  await main.getByRole('textbox', { name: words.place }).fill(words.placeName);
  // A first listing asks for a phone, as a first board does.
  await main.getByLabel(words.phone).fill('0501234567');
  await main.getByLabel(words.addPhotos).setInputFiles({
    name: 'wetsuit.png',
    mimeType: 'image/png',
    buffer: await photo(page, color),
  });
  await expect(main.getByRole('img', { name: words.firstPhoto })).toBeVisible();
  await expectAccessible(page, `wetsuit form ${words.path}`);

  await main.getByRole('button', { name: words.submit }).click();
  await expect(main.getByRole('heading', { name: words.success })).toBeVisible({
    timeout: 30_000,
  });
  const link = main.getByRole('link', { name: words.toListing });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(words.listingPath);
  await expectAccessible(page, `wetsuit published ${words.path}`);
  return href.split('/').pop()!;
}
