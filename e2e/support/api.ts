import { expect, type APIRequestContext } from '@playwright/test';

// The API as tests reach it directly: a session token from the development sign-in, and the
// header that carries it.

let signIns = 0;

/**
 * Where a sign-in comes from: each from an address of its own, as the people these journeys play
 * sign in from their own phones. The suite signs in hundreds of people within minutes from one
 * machine, and the API allows 30 sign-ins a minute from one address (lib/limits.ts, the API
 * tests' subject): from 127.0.0.1 alone a fast run met it (429). The test server believes
 * X-Forwarded-For from loopback (TRUST_PROXY in playwright.config.ts).
 */
export function signInFrom(): Record<string, string> {
  signIns += 1;
  return { 'x-forwarded-for': `10.77.${(signIns >> 8) & 255}.${signIns & 255}` };
}

/** A session token for `email` (the account is made on first sign-in). */
export async function tokenFor(
  request: APIRequestContext,
  email: string,
  name: string,
): Promise<string> {
  const res = await request.post('/api/auth/dev-login', {
    data: { email, name },
    headers: signInFrom(),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The seeded admin's token (ADMIN_EMAILS in the test server's settings). */
export const adminToken = (request: APIRequestContext) =>
  tokenFor(request, 'admin@galim.example', 'נועה מנהלת');

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Publishes a board through the API as the user of `token` (pending until an admin approves
 * it): a good 6' board in Haifa, of the first category and brand, unless `fields` say
 * otherwise. Its id.
 */
export async function publishBoard(
  request: APIRequestContext,
  token: string,
  fields: Record<string, string> = {},
): Promise<string> {
  const category = (await (await request.get('/api/categories')).json()).data[0]._id;
  const brand = (await (await request.get('/api/brands')).json()).data[0]._id;
  const res = await request.post('/api/surfboards', {
    headers: bearer(token),
    multipart: {
      price: '1800',
      condition: 'good',
      category,
      brand,
      length: '6',
      volume: '32',
      locationText: 'חיפה',
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

/** An admin approves a board: it is public from now on. */
export async function approveBoard(request: APIRequestContext, adminToken: string, id: string) {
  const res = await request.patch(`/api/surfboards/${id}/admin/approve`, {
    headers: bearer(adminToken),
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An admin runs job `name` now and it completes (jobs also run on the server's schedule). */
export async function runJob(request: APIRequestContext, name: string) {
  const run = await request.post(`/api/admin/jobs/${name}/run`, {
    headers: bearer(await adminToken(request)),
  });
  expect(run.status(), await run.text()).toBe(200);
  expect(((await run.json()) as { data: { state: string } }).data.state).toBe('completed');
}
