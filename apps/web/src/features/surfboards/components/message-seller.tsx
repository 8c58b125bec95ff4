import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { buttonClasses } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { conversationsTexts } from '../../../i18n/he/conversations';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConversations, useOpenConversation } from '../../../lib/queries/conversations';

const t = conversationsTexts.board;

// A signed-in buyer's form: a first visit (signed out) draws the sign-in link without its code.
const MessageForm = lazy(() =>
  import('../../../components/conversations/message-form').then((m) => ({
    default: m.MessageForm,
  })),
);

/**
 * "A message to the seller" on a listing's page (#message), worded by its kind (issue 53): the
 * page's first and main contact (issue 51: leaving for another app is riskier, so WhatsApp, a
 * call and e-mail come after, smaller). A signed-in buyer writes, which opens their thread about
 * the listing (or continues it); the thread is a tap away from then on. A visitor is asked to
 * sign in first and comes back here; the seller is sent to their messages.
 */
export function MessageSeller({
  boardId,
  sellerId,
  onSent,
  kind = 'board',
}: {
  boardId: string;
  sellerId: string;
  /** The listing's kind, which the texts name ("על החליפה"). */
  kind?: TListingKind;
  /** After a message was sent (the safe-deal advice, the first time). */
  onSent?: () => void;
}) {
  const { user } = useAuth();
  const own = user?._id === sellerId;
  const threads = useConversations();
  const open = useOpenConversation();
  const toast = useToast();
  const earlier = own
    ? undefined
    : threads.data?.items.find((thread) => thread.board?._id === boardId);

  // Opened at #message (back from signing in): the section is where the reader lands.
  const { hash, pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = !user || own || threads.isFetched;
  const landed = useRef(false);
  useEffect(() => {
    if (hash !== '#message' || !ready || landed.current || !heading.current) return;
    landed.current = true;
    heading.current.tabIndex = -1;
    heading.current.focus();
  }, [hash, ready]);

  return (
    <section id="message" aria-labelledby="message-title" className="scroll-mt-20 space-y-3">
      <h2 id="message-title" ref={heading} className="text-lg font-bold text-slate-900">
        {t.title}
      </h2>
      {!user ? (
        <>
          <p className="text-slate-700">{t.signInText(kind)}</p>
          <Link
            to="/login"
            state={{ from: `${pathname}#message` }}
            className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
          >
            {t.signIn}
          </Link>
        </>
      ) : own ? (
        <p className="text-slate-700">
          {t.ownBoard(kind)}{' '}
          <Link to="/profile/messages" className="font-medium text-sky-800 underline">
            {t.ownBoardLink}
          </Link>
        </p>
      ) : (
        <>
          {earlier ? (
            <p className="text-slate-700">
              {t.earlier(kind)}{' '}
              <Link
                to={`/profile/messages/${earlier._id}`}
                className="font-medium text-sky-800 underline"
              >
                {t.continue}
              </Link>
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t.intro(kind)}</p>
          )}
          <Suspense fallback={null}>
            <MessageForm
              label={t.label}
              placeholder={t.placeholder(kind)}
              submit={t.send}
              size="lg"
              onSend={async (body) => {
                await open.mutateAsync({ boardId, body });
                toast.show(t.sent, 'success');
                onSent?.();
              }}
            />
          </Suspense>
        </>
      )}
    </section>
  );
}
