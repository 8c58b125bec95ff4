import { useState } from 'react';
import { Link } from 'react-router';
import type { TQuestion, TQuestionRole } from '@galim/shared/questions/schemas';
import { QuestionAnswer } from '../../../components/questions/question-answer';
import { TextReplyForm } from '../../../components/questions/text-reply-form';
import { EmptyState } from '../../../components/ui/empty-state';
import { useToast } from '../../../components/ui/toast';
import { timeAgo } from '../../../i18n/alerts';
import { heQuestions } from '../../../i18n/questions';
import { useAnswerQuestion, useQuestions } from '../../../lib/queries/questions';

const t = heQuestions.page;

function QuestionCard({ q, role }: { q: TQuestion; role: TQuestionRole }) {
  const answer = useAnswerQuestion();
  const toast = useToast();
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <Link
        to={`/surfboards/${q.board._id}`}
        className="font-semibold text-sky-800 underline hover:text-sky-900"
      >
        <bdi>{q.board.title}</bdi>
      </Link>
      <p className="mt-2 text-sm text-slate-600">
        {role === 'received' && `${t.askedBy(q.askerName)} · `}
        <time dateTime={q.createdAt}>{timeAgo(q.createdAt)}</time>
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-900" dir="auto">
        {q.body}
      </p>
      {q.answer !== null ? (
        <QuestionAnswer
          label={role === 'received' ? t.yourAnswer : heQuestions.sellerAnswer}
          text={q.answer}
        />
      ) : role === 'received' ? (
        <div className="mt-3">
          <TextReplyForm
            label={t.answerLabel}
            hint={t.answerHint}
            submit={t.answerSend}
            pending={heQuestions.sending}
            tooShort={t.tooShort}
            onSend={async (text) => {
              await answer.mutateAsync({ id: q._id, answer: text });
              toast.show(t.answered, 'success');
            }}
          />
        </div>
      ) : (
        <p className="mt-2 text-sm font-medium text-amber-800">{heQuestions.waiting}</p>
      )}
    </li>
  );
}

/** /profile/questions: buyers' questions about my boards (to answer) and the ones I asked. */
export default function ProfileQuestionsPage() {
  const [role, setRole] = useState<TQuestionRole>('received');
  const list = useQuestions(role);
  const data = list.data;
  return (
    <section>
      <h2 className="text-2xl font-bold text-slate-900">{t.title}</h2>
      <div role="group" aria-label={t.title} className="mt-3 flex gap-2">
        {(['received', 'asked'] as const).map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={role === r}
            onClick={() => setRole(r)}
            className={`rounded-full px-4 py-2 text-sm font-medium ring-1 ${
              role === r
                ? 'bg-sky-700 text-white ring-sky-700'
                : 'bg-white text-sky-800 ring-sky-200'
            }`}
          >
            {t[r]}
          </button>
        ))}
      </div>
      {role === 'received' && data && data.unanswered > 0 && (
        <p role="status" className="mt-3 font-medium text-amber-800">
          {t.waitingCount(data.unanswered)}
        </p>
      )}
      {list.isError && <p className="mt-3 text-red-700">{t.error}</p>}
      {data && data.items.length === 0 && (
        <div className="mt-4">
          {role === 'received' ? (
            <EmptyState title={t.emptyReceived} text={t.emptyReceivedText} />
          ) : (
            <EmptyState title={t.emptyAsked} text={t.emptyAskedText} />
          )}
        </div>
      )}
      <ul className="mt-4 flex flex-col gap-3">
        {data?.items.map((q) => (
          <QuestionCard key={q._id} q={q} role={role} />
        ))}
      </ul>
    </section>
  );
}
