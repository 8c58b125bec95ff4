import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Which way the arrow drawn on a gallery button points: its white strokes' middle row against
 * their top rows (">" has its tip, the middle row, furthest right). Read from the pixels, as a
 * user sees it, whatever draws the arrow.
 */
export async function arrowPointsTo(page: Page, button: Locator): Promise<'left' | 'right'> {
  const png = (await button.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data: px, width, height } = ctx.getImageData(0, 0, img.width, img.height);
    // Inside the white rim: the middle 60% of the disc.
    const x0 = Math.round(width * 0.2);
    const x1 = Math.round(width * 0.8);
    const rows: number[] = [];
    for (let y = Math.round(height * 0.2); y < Math.round(height * 0.8); y++) {
      let sum = 0;
      let n = 0;
      for (let x = x0; x < x1; x++) {
        const i = (y * width + x) * 4;
        if (px[i]! > 200 && px[i + 1]! > 200 && px[i + 2]! > 200) {
          sum += x;
          n++;
        }
      }
      if (n) rows.push(sum / n);
    }
    const middle = rows[Math.floor(rows.length / 2)]!;
    const top = rows[0]!;
    return middle > top ? 'right' : 'left';
  }, png);
}

/** A published board with more than one photo (the demo data has some): its gallery has arrows. */
export async function boardWithPhotos(request: APIRequestContext): Promise<{ _id: string }> {
  const list = await request.get('/api/surfboards?limit=48');
  const { boards } = (
    (await list.json()) as { data: { boards: { _id: string; images: unknown[] }[] } }
  ).data;
  const board = boards.find((b) => b.images.length > 1);
  expect(board).toBeTruthy();
  return board!;
}
