import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { App } from '../../app';
import { RATE_LIMITS } from '../../lib/limits';
import { createTestApp } from '../../test/helpers';
import { metricSample } from '../../test/metrics';

const TOKEN = 'a-long-scrape-token-for-tests';
const ID = '0123456789abcdef01234567';

let app: App;

beforeAll(async () => {
  app = await createTestApp({ metricsToken: TOKEN });
});

/** A report as the web app's beacon sends it: JSON in a text/plain body. */
const beacon = (body: unknown, remoteAddress: string): InjectOptions => ({
  method: 'POST',
  url: '/api/vitals',
  headers: { 'content-type': 'text/plain;charset=UTF-8' },
  payload: typeof body === 'string' ? body : JSON.stringify(body),
  remoteAddress,
});

async function scrape(): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** Every sample of the web-vital histograms. */
const vitalSamples = (text: string) =>
  text.split('\n').filter((l) => l.startsWith('galim_web_vital_'));

describe('POST /api/vitals', () => {
  it('records a page view as histograms by route pattern and metric, in seconds', async () => {
    const report = {
      route: '/surfboards/:id',
      metrics: [
        { name: 'LCP', value: 2100, rating: 'good' },
        { name: 'INP', value: 120 },
        { name: 'CLS', value: 0.12, rating: 'needs-improvement' },
        { name: 'FCP', value: 900.5 },
        { name: 'TTFB', value: 0 },
      ],
    };
    const res = await app.inject(beacon(report, '192.0.2.1'));
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    // A Blob of type application/json is taken too.
    const asJson = await app.inject({
      method: 'POST',
      url: '/api/vitals',
      payload: { route: '/surfboards/:id', metrics: [{ name: 'LCP', value: 4500 }] },
      remoteAddress: '192.0.2.1',
    });
    expect(asJson.statusCode, asJson.body).toBe(204);

    const text = await scrape();
    const lcp = { route: '/surfboards/:id', metric: 'LCP' };
    expect(metricSample(text, 'galim_web_vital_seconds_count', lcp)).toBe(2);
    expect(metricSample(text, 'galim_web_vital_seconds_sum', lcp)).toBeCloseTo(6.6);
    expect(metricSample(text, 'galim_web_vital_seconds_bucket', { ...lcp, le: '2.5' })).toBe(1);
    expect(metricSample(text, 'galim_web_vital_seconds_bucket', { ...lcp, le: '6' })).toBe(2);
    for (const metric of ['INP', 'FCP', 'TTFB']) {
      const labels = { route: '/surfboards/:id', metric };
      expect(metricSample(text, 'galim_web_vital_seconds_count', labels), metric).toBe(1);
    }
    const cls = { route: '/surfboards/:id', metric: 'CLS' };
    expect(metricSample(text, 'galim_web_vital_cls_count', cls)).toBe(1);
    expect(metricSample(text, 'galim_web_vital_cls_bucket', { ...cls, le: '0.1' })).toBe(0);
    expect(metricSample(text, 'galim_web_vital_cls_bucket', { ...cls, le: '0.15' })).toBe(1);
    // CLS is not a timing, and no label carries a visited URL.
    expect(metricSample(text, 'galim_web_vital_seconds_count', cls)).toBeUndefined();
    expect(text).not.toContain(ID);
  });

  it('answers 400 with the error envelope to a bad report, and records nothing', async () => {
    const before = vitalSamples(await scrape());
    const metric = { name: 'LCP', value: 1000 };
    const bad: [string, unknown][] = [
      ['an unknown metric', { route: '/', metrics: [{ name: 'FID', value: 10 }] }],
      ['a raw URL with an id', { route: `/surfboards/${ID}`, metrics: [metric] }],
      ['a query string', { route: '/surfboards?x=1', metrics: [metric] }],
      ['a full URL', { route: 'https://galim.co.il/surfboards', metrics: [metric] }],
      ['a path no route draws', { route: '/nope', metrics: [metric] }],
      ['a negative value', { route: '/', metrics: [{ name: 'LCP', value: -1 }] }],
      ['a huge value', { route: '/', metrics: [{ name: 'INP', value: 60_001 }] }],
      ['a CLS out of range', { route: '/', metrics: [{ name: 'CLS', value: 11 }] }],
      ['NaN as a string', { route: '/', metrics: [{ name: 'LCP', value: 'NaN' }] }],
      ['a number as a string', { route: '/', metrics: [{ name: 'LCP', value: '1000' }] }],
      ['an overflowing number', '{"route":"/","metrics":[{"name":"LCP","value":1e999}]}'],
      ['a metric twice', { route: '/', metrics: [metric, { name: 'LCP', value: 2000 }] }],
      ['no metrics', { route: '/', metrics: [] }],
      ['an unknown rating', { route: '/', metrics: [{ ...metric, rating: 'great' }] }],
      ['an extra key in the report', { route: '/', metrics: [metric], url: '/u/dana' }],
      ['an extra key in a metric', { route: '/', metrics: [{ ...metric, id: 'v5-1' }] }],
      ['metrics not a list', { route: '/', metrics: metric }],
      ['no route', { metrics: [metric] }],
      ['a list', [metric]],
      ['null', 'null'],
      ['not JSON', 'LCP=1000'],
      ['broken JSON', '{"route":"/",'],
      ['an empty body', ''],
      [
        'a poisoned prototype',
        '{"route":"/","metrics":[{"name":"LCP","value":1}],"__proto__":{"x":1}}',
      ],
    ];
    for (const [what, body] of bad) {
      const res = await app.inject(beacon(body, '192.0.2.2'));
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json(), what).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    // Six metrics cannot be five distinct names: too many is refused as such.
    const six = { route: '/', metrics: Array.from({ length: 6 }, () => metric) };
    expect((await app.inject(beacon(six, '192.0.2.2'))).statusCode).toBe(400);
    // Another body type, or a body far larger than a report.
    const form = await app.inject({
      ...beacon('route=/', '192.0.2.2'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const large = { route: '/', metrics: [metric], pad: 'x'.repeat(8_000) };
    const tooLarge = await app.inject(beacon(large, '192.0.2.2'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });

    expect(vitalSamples(await scrape())).toEqual(before);
  });

  it('answers 429 past its limit, per address', async () => {
    const { max, timeWindow } = RATE_LIMITS.webVitals;
    const report = { route: '/', metrics: [{ name: 'TTFB', value: 80 }] };
    for (let i = 0; i < max; i++) {
      const res = await app.inject(beacon(report, '192.0.2.3'));
      expect(res.statusCode, `report ${i + 1} of ${max}`).toBe(204);
    }
    const over = await app.inject(beacon(report, '192.0.2.3'));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(timeWindow / 1000);
    // Another visitor is still heard.
    expect((await app.inject(beacon(report, '192.0.2.4'))).statusCode).toBe(204);
    const text = await scrape();
    expect(
      metricSample(text, 'galim_web_vital_seconds_count', { route: '/', metric: 'TTFB' }),
    ).toBe(max + 1);
  });

  it('is in the OpenAPI document, public, taking JSON and text/plain bodies', () => {
    const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const op = doc.paths['/api/vitals']?.post as {
      security: unknown[];
      requestBody: { content: Record<string, unknown> };
      responses: Record<string, unknown>;
    };
    expect(op.security).toEqual([]);
    expect(Object.keys(op.requestBody.content).sort()).toEqual(['application/json', 'text/plain']);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['204', '400', '429']));
  });
});
