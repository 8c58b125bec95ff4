import { Link } from 'react-router';
import { alertsTexts } from '../i18n/he/alerts';
import { profileMenuTexts } from '../i18n/he/shell';
import { useAuth } from '../lib/auth/auth-context';
import { useLiveUpdates } from '../lib/live';
import { useNotifications } from '../lib/queries/alerts';
import { UnreadMessagesCount } from '../components/conversations/unread-messages-count';

/** The user menu's "messages" item, with the unread count (loaded with the badge). */
export function MessagesMenuItem({ onClick }: { onClick: () => void }) {
  return (
    <Link
      role="menuitem"
      to="/profile/messages"
      className="flex items-center px-4 py-2 hover:bg-slate-100"
      onClick={onClick}
    >
      {profileMenuTexts.messages}
      <UnreadMessagesCount />
    </Link>
  );
}

/**
 * How many unread notifications came since the centre was last opened, on the nav avatar; opens
 * the centre. 24 × 24 at least: a target of its own.
 */
export function UnreadBadge() {
  // Loaded only for a signed-in user, as the badge is: their live stream comes with it, and a
  // new notification shows on the badge at once.
  const { user } = useAuth();
  useLiveUpdates(user?._id);
  const { data } = useNotifications();
  const unread = data?.unseen ?? 0;
  if (!unread) return null;
  return (
    <Link
      to="/profile/notifications"
      data-testid="unread-badge"
      aria-label={alertsTexts.centre.badge(unread)}
      className="absolute -top-2 -end-2 flex h-6 min-w-6 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white ring-2 ring-white"
    >
      {unread > 99 ? '99+' : unread}
    </Link>
  );
}
