import { expect, type APIRequestContext } from '@playwright/test';

// The API as tests reach it directly: a session token from the development sign-in, and the
// header that carries it.

/** A session token for `email` (the account is made on first sign-in). */
export async function tokenFor(
  request: APIRequestContext,
  email: string,
  name: string,
): Promise<string> {
  const res = await request.post('/api/auth/dev-login', { data: { email, name } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The seeded admin's token (ADMIN_EMAILS in the test server's settings). */
export const adminToken = (request: APIRequestContext) =>
  tokenFor(request, 'admin@galim.example', 'נועה מנהלת');

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
