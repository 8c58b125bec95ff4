import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useDocumentTitle } from './document-title';

function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return <p>{title}</p>;
}

describe('useDocumentTitle', () => {
  it('sets the tab title while the page is shown and gives the previous one back', () => {
    document.title = 'גלים';
    const { rerender, unmount } = render(<Page title="תחזית – תל אביב" />);
    expect(document.title).toBe('תחזית – תל אביב');
    rerender(<Page title="תחזית – חיפה" />);
    expect(document.title).toBe('תחזית – חיפה');
    unmount();
    expect(document.title).toBe('גלים');
  });
});
