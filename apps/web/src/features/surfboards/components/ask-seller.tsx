import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDate } from '@galim/shared/format';
import { QuestionAnswer } from '../../../components/questions/question-answer';
import { TextReplyForm } from '../../../components/questions/text-reply-form';
import { buttonClasses } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { heQuestions as t } from '../../../i18n/questions';
import { useAuth } from '../../../lib/auth/auth-context';
import { questionsQuery, useAskQuestion } from '../../../lib/queries/questions';

/**
 * "A question for the seller" on a board page (#questions): a signed-in buyer asks, and sees
 * their earlier questions about this board with the answers. A visitor is asked to sign in
 * first; the seller is sent to their questions page.
 */
export function AskSeller({
  boardId,
  sellerId,
  onAsked,
}: {
  boardId: string;
  sellerId: string;
  /** After a question was sent (the safe-deal advice, the first time). */
  onAsked?: () => void;
}) {
  const { user } = useAuth();
  const own = user?._id === sellerId;
  const mine = useQuery(questionsQuery('asked', boardId, Boolean(user) && !own));
  const ask = useAskQuestion(boardId);
  const toast = useToast();
  const asked = mine.data?.items ?? [];

  // Opened at #questions (the answer's notification): the section, with its answers drawn, is
  // where the reader lands, and focus with it.
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = !user || own || mine.isFetched;
  const landed = useRef(false);
  useEffect(() => {
    if (hash !== '#questions' || !ready || landed.current || !heading.current) return;
    landed.current = true;
    heading.current.tabIndex = -1;
    heading.current.focus();
  }, [hash, ready]);

  return (
    <section id="questions" aria-labelledby="questions-title" className="scroll-mt-20 space-y-3">
      <h2 id="questions-title" ref={heading} className="text-lg font-bold text-slate-900">
        {t.title}
      </h2>
      {!user ? (
        <>
          <p className="text-slate-700">{t.signInText}</p>
          <Link
            to="/login"
            state={{ from: `/surfboards/${boardId}#questions` }}
            className={buttonClasses('secondary')}
          >
            {t.signIn}
          </Link>
        </>
      ) : own ? (
        <p className="text-slate-700">
          {t.ownBoard}{' '}
          <Link to="/profile/questions" className="font-medium text-sky-800 underline">
            {t.ownBoardLink}
          </Link>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t.intro}</p>
          <TextReplyForm
            label={t.label}
            placeholder={t.placeholder}
            submit={t.send}
            pending={t.sending}
            tooShort={t.tooShort}
            onSend={async (body) => {
              await ask.mutateAsync(body);
              toast.show(t.sent, 'success');
              onAsked?.();
            }}
          />
          {asked.length > 0 && (
            <div>
              <h3 className="font-semibold text-slate-900">{t.yours}</h3>
              <ul className="mt-2 space-y-2">
                {asked.map((q) => (
                  <li key={q._id} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                    <p className="whitespace-pre-line text-slate-900" dir="auto">
                      {q.body}
                    </p>
                    <p className="mt-1 text-xs text-slate-600">{formatDate(q.createdAt)}</p>
                    {q.answer !== null ? (
                      <QuestionAnswer label={t.sellerAnswer} text={q.answer} />
                    ) : (
                      <p className="mt-1 text-sm font-medium text-amber-800">{t.waiting}</p>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
