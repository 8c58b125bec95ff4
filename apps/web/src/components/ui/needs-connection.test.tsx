import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { isConnectionError } from '../../lib/connection';
import { createQueryClient } from '../../lib/query-client';
import { NeedsConnection } from './needs-connection';

function Forecast({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['forecast'], queryFn: load });
  if (query.isPending) return <p>טוען...</p>;
  if (query.isError && isConnectionError(query.error)) {
    return <NeedsConnection onRetry={() => void query.refetch()} />;
  }
  return <p>{query.data}</p>;
}

describe('needs a connection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('retries when asked, and by itself when the connection comes back', () => {
    const retry = vi.fn();
    render(<NeedsConnection onRetry={retry} level={1} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('צריך חיבור לאינטרנט');
    act(() => screen.getByRole('button', { name: 'נסו שוב' }).click());
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('does not retry on an `online` event while the browser is still offline', () => {
    // Chromium fires one while another page loads offline; a reload then took that page's place.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const retry = vi.fn();
    render(<NeedsConnection onRetry={retry} level={1} />);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does not retry on `online` while the tab is leaving for another page', () => {
    // Chromium fires one as the next page loads; a reload then cancelled that page and brought
    // back this one (the forecast opened offline turned back into the service page).
    const now = vi.spyOn(performance, 'now').mockReturnValue(10_000);
    const retry = vi.fn();
    render(<NeedsConnection onRetry={retry} level={1} />);
    act(() => void window.dispatchEvent(new Event('beforeunload')));
    now.mockReturnValue(10_100);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).not.toHaveBeenCalled();
    // The tab stayed (a link opened another app): the next `online` retries.
    now.mockReturnValue(16_000);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('an answer not saved offline says so at once, and comes once back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // As after the browser's `offline` event: queries that may not retry are paused, for good.
    onlineManager.setOnline(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('בעיית תקשורת', 0, 'NETWORK'))
      .mockResolvedValue('גלים של מטר');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Forecast load={load} />
      </QueryClientProvider>,
    );
    // Not a skeleton until the connection is back: the query is not left paused for retries.
    expect(
      await screen.findByRole('heading', { name: 'צריך חיבור לאינטרנט' }, { timeout: 3_000 }),
    ).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('גלים של מטר')).toBeVisible();
  });
});
