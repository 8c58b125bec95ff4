import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { INLINE_DATA_ID } from '@galim/shared/routes';
import { resetInlineData } from '../../lib/inline-data';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage';
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

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetInlineData();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INLINE_DATA_ID;
  script.textContent = JSON.stringify({
    [URL_ASKED]: { success: true, data: page('From the page \u003c/script>') },
  });
  document.body.append(script);
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, data: page('From the network') }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  document.getElementById(INLINE_DATA_ID)?.remove();
  writeStorage(STORAGE_KEYS.token, null);
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

const titles = (data: { pages: { boards: { title: string }[] }[] } | undefined) =>
  data?.pages.flatMap((p) => p.boards.map((b) => b.title));

describe('the first page of boards written into the page', () => {
  it('is drawn at once, then refreshed from the network', async () => {
    const { result } = renderHook(() => useBoardSearch({}), { wrapper });
    expect(titles(result.current.data as never)).toEqual(['From the page </script>']);
    await waitFor(() => expect(titles(result.current.data as never)).toEqual(['From the network']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(URL_ASKED);
  });

  it('is not used for a filtered search', async () => {
    const { result } = renderHook(() => useBoardSearch({ search: 'fish' }), { wrapper });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(titles(result.current.data as never)).toEqual(['From the network']));
  });

  it('is not used for a signed-in visitor, whose list is their own', async () => {
    writeStorage(STORAGE_KEYS.token, 'token');
    const { result } = renderHook(() => useBoardSearch({}), { wrapper });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(titles(result.current.data as never)).toEqual(['From the network']));
  });
});
