import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import {
  canSee,
  effectiveRole,
  isAdmin,
  isOwnerOrAdmin,
  requireOwnerOrAdmin,
  type Actor,
} from './access';

const owner: Actor = { id: 'a'.repeat(24), role: 'user' };
const stranger: Actor = { id: 'b'.repeat(24), role: 'user' };
const admin: Actor = { id: 'c'.repeat(24), role: 'admin' };

function statusOf(run: () => void): number | 'ok' {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

describe('access rules', () => {
  it('admin while listed in ADMIN_EMAILS (any letter case) or granted in the database', () => {
    expect(
      effectiveRole({ role: 'user', email: 'Boss@Galim.example' }, ['boss@galim.example']),
    ).toBe('admin');
    expect(effectiveRole({ role: 'admin', email: 'x@galim.example' }, [])).toBe('admin');
    expect(effectiveRole({ role: 'user', email: 'x@galim.example' }, ['boss@galim.example'])).toBe(
      'user',
    );
  });

  it('owner or admin: the owner and admins, never a stranger or nobody', () => {
    expect(isOwnerOrAdmin(owner, owner.id)).toBe(true);
    expect(isOwnerOrAdmin(admin, owner.id)).toBe(true);
    expect(isOwnerOrAdmin(stranger, owner.id)).toBe(false);
    expect(isOwnerOrAdmin(null, owner.id)).toBe(false);
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(owner)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('public things for everyone, hidden ones for their owner and admins', () => {
    const hidden = { ownerId: owner.id, isPublic: false };
    expect(canSee(null, { ownerId: owner.id, isPublic: true })).toBe(true);
    expect(canSee(null, { ownerId: owner.id })).toBe(true);
    expect(canSee(null, hidden)).toBe(false);
    expect(canSee(stranger, hidden)).toBe(false);
    expect(canSee(owner, hidden)).toBe(true);
    expect(canSee(admin, hidden)).toBe(true);
  });

  it('others get 403 on what they can see and 404 on what they cannot', () => {
    const shown = { ownerId: owner.id, isPublic: true };
    const hidden = { ownerId: owner.id, isPublic: false };
    expect(statusOf(() => requireOwnerOrAdmin(owner, hidden))).toBe('ok');
    expect(statusOf(() => requireOwnerOrAdmin(admin, hidden))).toBe('ok');
    expect(statusOf(() => requireOwnerOrAdmin(stranger, shown))).toBe(403);
    expect(statusOf(() => requireOwnerOrAdmin(stranger, { ownerId: owner.id }))).toBe(403);
    expect(statusOf(() => requireOwnerOrAdmin(stranger, hidden))).toBe(404);
    expect(() => requireOwnerOrAdmin(stranger, hidden, 'BOARD_NOT_FOUND')).toThrow(
      expect.objectContaining({ code: 'BOARD_NOT_FOUND', message: 'Surfboard not found' }),
    );
  });
});
