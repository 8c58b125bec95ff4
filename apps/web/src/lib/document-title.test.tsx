import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useDocumentTitle } from './document-title';

function Page({ title }: { title?: string }) {
  useDocumentTitle(title);
  return <p>{title}</p>;
}

describe('useDocumentTitle', () => {
  it('names the tab after the page, with the site last, and follows a new title', () => {
    const { rerender } = render(<Page title="תחזית גלים – תל אביב" />);
    expect(document.title).toBe('תחזית גלים – תל אביב | גלים');
    rerender(<Page title="תחזית גלים – חיפה" />);
    expect(document.title).toBe('תחזית גלים – חיפה | גלים');
  });

  it('gives the home page the site’s own title', () => {
    render(<Page />);
    expect(document.title).toBe('גלים – גלשנים יד שנייה, שירותי גלישה ותחזית גלים');
  });
});
