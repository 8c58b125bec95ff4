import { describe, expect, it } from 'vitest';
import { floatingAddKind, showsAddBoardButton } from './add-board-button';

describe('the floating add-board button', () => {
  it('shows on lists', () => {
    for (const path of ['/', '/surfboards', '/services', '/forecast', '/profile/my-surfboards']) {
      expect(showsAddBoardButton(path), path).toBe(true);
    }
  });

  it('stays off forms, admin pages and the pages of one board, service or person', () => {
    for (const path of [
      '/profile',
      '/profile/upload-surfboard',
      '/profile/settings',
      '/services/create',
      '/services/surf-school/0123456789abcdef01234567/edit',
      '/contact',
      '/login',
      '/admin/analytics',
      '/admin/surfboard-moderation',
      // Where it covered the specs, the contact heading and a favourite's price (#42 item 11).
      '/surfboards/0123456789abcdef01234567',
      '/services/surf-instructor/0123456789abcdef01234567',
      '/profile/favorites',
      '/u/dana-levi',
    ]) {
      expect(showsAddBoardButton(path), path).toBe(false);
    }
  });
});

describe('what the floating "+" adds', () => {
  it('adds a service on the services list, a board elsewhere', () => {
    expect(floatingAddKind('/services')).toBe('service');
    expect(floatingAddKind('/services/')).toBe('service');
    expect(floatingAddKind('/surfboards')).toBe('board');
    expect(floatingAddKind('/services/surf-school/0123456789abcdef01234567')).toBe('board');
  });
});
