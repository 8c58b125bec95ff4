import { useState, type FormEvent } from 'react';
import { OFFER_LIMITS } from '@galim/shared/conversations/limits';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';
import { offersTexts } from '../../../i18n/he/offers';
import { useSend } from '../../../lib/use-send';
import { validationMessageLater } from '../../../lib/validation-message-later';

const t = offersTexts;

/** The amount as the API takes it, or null: whole shekels from 1 to 50,000. */
export function offerAmount(text: string): number | null {
  const clean = text.replace(/[,\s₪]/g, '');
  if (!/^\d+$/.test(clean)) return null;
  const n = Number(clean);
  return n >= OFFER_LIMITS.minAmount && n <= OFFER_LIMITS.maxAmount ? n : null;
}

/**
 * A price offer (or a counter-offer): an amount in shekels, checked with the API's rule before
 * it goes; the server's refusal (a reserved board, a sold one) is shown under the field.
 */
export function OfferForm({
  title,
  onSend,
  onCancel,
}: {
  title: string;
  /** Resolves when sent; rejects with an Error whose message is shown. */
  onSend: (amount: number) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const { sending, error, setError, run } = useSend(onSend);

  async function send(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    const amount = offerAmount(text);
    if (amount === null) {
      setError(await validationMessageLater('offer.amount'));
      return;
    }
    await run(amount);
  }

  return (
    <form
      onSubmit={(e) => void send(e)}
      noValidate
      aria-label={title}
      className="flex flex-col gap-2 rounded-2xl bg-sky-50 p-3 ring-1 ring-sky-200"
    >
      <Field label={t.amountLabel} hint={t.amountHint} error={error}>
        {(control) => (
          <Input
            {...control}
            value={text}
            onChange={(e) => setText(e.target.value)}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" disabled={sending}>
          {sending ? t.sending : t.send}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
