import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('נשמר')}>ok</button>
      <button onClick={() => toast.error('שגיאה')}>bad</button>
    </>
  );
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());
  it('hides success after 5 s but keeps errors until closed', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    act(() => screen.getByText('ok').click());
    act(() => screen.getByText('bad').click());
    expect(screen.getByRole('status')).toHaveTextContent('נשמר');
    expect(screen.getByRole('alert')).toHaveTextContent('שגיאה');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('שגיאה');
    act(() => screen.getByRole('button', { name: 'סגירת ההודעה' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
