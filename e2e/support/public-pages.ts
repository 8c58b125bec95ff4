import type { Page } from '@playwright/test';

/** The public page kinds, with text each must show from the server's HTML alone. */
export async function publicPages(page: Page): Promise<[string, RegExp][]> {
  const boards = await (await page.request.get('/api/surfboards?search=seaside')).json();
  const board = boards.data.boards[0];
  const services = await (await page.request.get('/api/services/search?page=1&limit=1')).json();
  const service = services.services[0];
  // Gear (issue 53): a wetsuit of the demo data, its facts worded by its kind.
  const wetsuits = await (
    await page.request.get('/api/listings?kind=wetsuit&page=1&limit=1')
  ).json();
  const wetsuit = wetsuits.data.listings[0];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const thickness = escape(wetsuit.attributes.thickness);
  return [
    ['/', /גלישה/],
    ['/surfboards', /גלשנים יד שנייה/],
    [`/surfboards/${board._id}`, new RegExp(board.title.slice(0, 20))],
    // A kind of gear's list, at its Hebrew address, with its first piece; a wetsuit's page with its
    // facts, in Hebrew and in English.
    [
      `/${encodeURIComponent('חליפות')}`,
      new RegExp(`חליפות[\\s\\S]*${escape(wetsuit.title.slice(0, 20))}`),
    ],
    [
      `/wetsuits/${wetsuit._id}`,
      new RegExp(`${escape(wetsuit.title.slice(0, 20))}[\\s\\S]*עובי[\\s\\S]*${thickness}`),
    ],
    [
      `/en/wetsuits/${wetsuit._id}`,
      new RegExp(`Details[\\s\\S]*Thickness[\\s\\S]*${thickness} mm`),
    ],
    ['/services', /שירותי גלישה/],
    [`/services/${service.serviceType}/${service._id}`, new RegExp(service.title.slice(0, 20))],
    ['/forecast', /עודכן ב־\d\d:\d\d/],
    // A spot's own page (issue 44), drawn with its forecast.
    ['/forecast/herzliya', /הרצליה – סידני עלי[\s\S]*עודכן ב־\d\d:\d\d/],
    // How good the forecast is there (issue 54), drawn with its figures.
    ['/forecast/herzliya/accuracy', /עד כמה התחזית טובה בהרצליה/],
    ['/u/yoni-cohen', /יוני/],
    // The map of the coast (issue 56): its list beside the map, drawn with the boards.
    ['/map', /המפה[\s\S]*ברשימה/],
    ['/faq', /מה זה גלים\?/],
  ];
}
