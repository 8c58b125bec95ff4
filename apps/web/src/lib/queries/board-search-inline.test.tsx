import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createQueryClient } from '../query-client';
import { INLINE_DATA_ID } from '@galim/shared/routes';
import type { TSessionUser } from '@galim/shared/users/session';
import { resetInlineData } from '../inline-data';
import { fakeApi, ok, renderHookWithApp, sessionUser, type FakeApi } from '../../test/kit';
import { useBoardSearch } from './board-search';

// The home page comes with its first page of boards written in by the server: the list is
// there when the visitor scrolls to it, without waiting for the network, and is asked again
// in the background.

const URL_ASKED = '/api/surfboards?page=1&limit=12';
const page = (title: string) => ({
  boards: [{ _id: 'b1', title }],
  total: 1,
  page: 1,
  limit: 12,
  hasMore: false,
});

const visitor = sessionUser();

let api: FakeApi;

beforeEach(() => {
  resetInlineData();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INLINE_DATA_ID;
  script.textContent = JSON.stringify({
    [URL_ASKED]: { success: true, data: page('From the page \u003c/script>') },
  });
  document.body.append(script);
  api = fakeApi({ 'GET /api/surfboards': ok(page('From the network')) });
});

afterEach(() => {
  document.getElementById(INLINE_DATA_ID)?.remove();
});

// The app's own query client, whose answers stay fresh 30 s: the written-in page is still stale.
const renderBoardSearch = (filters: Parameters<typeof useBoardSearch>[0], user?: TSessionUser) =>
  renderHookWithApp(() => useBoardSearch(filters), { queryClient: createQueryClient(), user });

const titles = (data: { pages: { boards: { title: string }[] }[] } | undefined) =>
  data?.pages.flatMap((p) => p.boards.map((b) => b.title));

describe('the first page of boards written into the page', () => {
  it('is drawn at once, then refreshed from the network', async () => {
    const { result } = renderBoardSearch({});
    expect(titles(result.current.data as never)).toEqual(['From the page </script>']);
    await waitFor(() => expect(titles(result.current.data as never)).toEqual(['From the network']));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.path + api.calls[0]!.search).toBe(URL_ASKED);
  });

  it('is not used for a filtered search', async () => {
    const { result } = renderBoardSearch({ search: 'fish' });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(titles(result.current.data as never)).toEqual(['From the network']));
  });

  it('is not used for a signed-in visitor, whose list is their own', async () => {
    const { result } = renderBoardSearch({}, visitor);
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(titles(result.current.data as never)).toEqual(['From the network']));
  });
});
