import { Button, ButtonLink } from '../../../../components/ui/button';
import { surfboardsManageTexts } from '../../../../i18n/he/surfboards-manage';

// The form's messages around its fields: the restored draft, the error summary, and the
// panel that replaces the form once a board is published.

const t = surfboardsManageTexts;

export function DraftRestored({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sky-50 p-3 text-sky-900 ring-1 ring-sky-200">
      <span>{t.form.draftRestored}</span>
      <Button variant="ghost" size="sm" onClick={onDiscard}>
        {t.form.discardDraft}
      </Button>
    </div>
  );
}

/** What is wrong, every field's message in the form's order. */
export function ErrorSummary({ messages }: { messages: string[] }) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-3 text-red-800 ring-1 ring-red-200">
      <p className="font-semibold">{t.form.errorSummary}</p>
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul className="list-disc ps-5">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function PublishSuccess({ onAddAnother }: { onAddAnother: () => void }) {
  return (
    <div
      role="status"
      tabIndex={-1}
      // The form was long and scrolled: bring the result into view and give it the focus.
      ref={(el) => {
        el?.scrollIntoView({ block: 'center' });
        el?.focus({ preventScroll: true });
      }}
      className="scroll-mt-24 rounded-2xl bg-emerald-50 p-6 text-center ring-1 ring-emerald-200 outline-none"
    >
      <h3 className="text-xl font-bold text-emerald-900">{t.success.title}</h3>
      <p className="mt-2 text-emerald-900">{t.success.review}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/profile/my-surfboards">{t.success.toMyBoards}</ButtonLink>
        <Button variant="secondary" onClick={onAddAnother}>
          {t.success.addAnother}
        </Button>
      </div>
    </div>
  );
}
