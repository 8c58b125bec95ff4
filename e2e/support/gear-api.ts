import type { APIRequestContext } from '@playwright/test';
import { adminToken, approveBoard, bearer } from './api';
import { expect } from './fixtures';

// Gear set up through the API (issue 53), for journeys that start from a published listing.

/** A wetsuit, men's full 4/3 size M in Haifa, published as `seller` and approved; its id. */
export async function approvedWetsuit(
  request: APIRequestContext,
  seller: string,
  { title, price }: { title: string; price: number },
): Promise<string> {
  const res = await request.post('/api/listings', {
    headers: bearer(seller),
    multipart: {
      kind: 'wetsuit',
      title,
      price: String(price),
      condition: 'good',
      locationText: 'חיפה',
      attributes: JSON.stringify({ size: 'M', thickness: '4/3', style: 'full', cut: 'men' }),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { data: { _id: string } }).data._id;
  await approveBoard(request, await adminToken(request), id);
  return id;
}
