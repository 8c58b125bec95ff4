import type { TMessageRisk } from '@galim/shared/conversations/safety';
import { conversationsTexts } from '../../../i18n/conversations';
import { safeDealTexts } from '../../../i18n/safe-deal';

const t = conversationsTexts.risk;

/**
 * The safe-deal card beside a message that asks for payment ahead or moves the deal off Galim,
 * shown to its recipient: what the message asks, the advice, and a way to report it.
 */
export function RiskCard({ risks, onReport }: { risks: TMessageRisk[]; onReport: () => void }) {
  return (
    <aside
      aria-label={t.title}
      className="mt-2 max-w-[85%] rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">{t.title}</p>
      <ul className="mt-1 list-disc space-y-1 ps-5">
        {risks.map((risk) => (
          <li key={risk}>{t[risk]}</li>
        ))}
      </ul>
      <details className="mt-2">
        <summary className="cursor-pointer font-medium underline">{t.safeDeal}</summary>
        <ul className="mt-1 list-disc space-y-1 ps-5">
          {safeDealTexts.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </details>
      <button type="button" onClick={onReport} className="mt-2 font-medium underline">
        {t.report}
      </button>
    </aside>
  );
}
