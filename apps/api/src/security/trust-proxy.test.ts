import { describe, expect, it } from 'vitest';
import { CONTACT_LIMIT_PER_HOUR } from '@galim/shared/contact/schemas';
import type { App } from '../app';
import { ConfigError, loadConfig } from '../config';
import { createTestApp } from '../test/helpers';

const message = {
  type: 'general',
  name: 'דנה',
  email: 'dana@example.com',
  subject: 'שאלה',
  message: 'שלום',
};

/** Sends a contact message from `remoteAddress`, claiming `forwardedFor` in X-Forwarded-For. */
const send = (app: App, remoteAddress: string, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: message,
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('TRUST_PROXY', () => {
  it('by default a forged X-Forwarded-For does not reset the per-IP contact limit', async () => {
    const app = await createTestApp();
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_LIMIT_PER_HOUR; i += 1) {
      statuses.push((await send(app, '203.0.113.7', `198.51.100.${i + 1}`)).statusCode);
    }
    expect(statuses.slice(0, CONTACT_LIMIT_PER_HOUR).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('with TRUST_PROXY=127.0.0.1 the client address forwarded by that proxy is used', async () => {
    const app = await createTestApp({
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    // Many clients behind the one proxy: each has its own limit.
    for (let i = 0; i <= CONTACT_LIMIT_PER_HOUR; i += 1) {
      expect((await send(app, '127.0.0.1', `198.51.100.${i + 1}`)).statusCode).toBe(201);
    }
    // One client behind the proxy still runs into its own limit.
    for (let i = 1; i < CONTACT_LIMIT_PER_HOUR; i += 1) {
      expect((await send(app, '127.0.0.1', '198.51.100.1')).statusCode).toBe(201);
    }
    expect((await send(app, '127.0.0.1', '198.51.100.1')).statusCode).toBe(429);
    // A client talking to us directly, not through the trusted proxy, cannot forge it.
    for (let i = 0; i < CONTACT_LIMIT_PER_HOUR; i += 1) {
      expect((await send(app, '203.0.113.9', `192.0.2.${i + 1}`)).statusCode).toBe(201);
    }
    expect((await send(app, '203.0.113.9', '192.0.2.99')).statusCode).toBe(429);
  });

  it('with TRUST_PROXY=1 the address added by the one proxy in front is used', async () => {
    const app = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
    // The proxy appends the peer it saw; what the client claimed before it is ignored.
    for (let i = 0; i <= CONTACT_LIMIT_PER_HOUR; i += 1) {
      const status = (await send(app, '127.0.0.1', `192.0.2.${i + 1}, 198.51.100.4`)).statusCode;
      expect(status).toBe(i < CONTACT_LIMIT_PER_HOUR ? 201 : 429);
    }
    expect((await send(app, '127.0.0.1', '198.51.100.5')).statusCode).toBe(201);
  });

  it('parses addresses, CIDRs and hop counts, and names the variable when the value is bad', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', 'true', '1.2.3.4/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});
