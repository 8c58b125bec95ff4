import { useState, type FormEvent, type ReactNode } from 'react';
import { QUESTION_LIMITS } from '@galim/shared/questions/limits';
import { Button } from '../ui/button';
import { Field } from '../ui/form/field';
import { Textarea } from '../ui/form/input';

/**
 * One text sent once: a buyer's question on a board page, a seller's answer on the questions
 * page. Too short is said at once; the server's refusal is shown under the field, and the text
 * stays for another try.
 */
export function TextReplyForm({
  label,
  hint,
  placeholder,
  submit,
  pending,
  tooShort,
  onSend,
}: {
  label: string;
  hint?: ReactNode;
  placeholder?: string;
  submit: string;
  pending: string;
  tooShort: string;
  /** Resolves when sent; rejects with an Error whose message is shown. */
  onSend: (text: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(e: FormEvent) {
    e.preventDefault();
    if (text.trim().length < QUESTION_LIMITS.minLength) {
      setError(tooShort);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSend(text.trim());
      setText('');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(e) => void send(e)} noValidate className="flex flex-col gap-2">
      <Field label={label} error={error} hint={hint}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={text}
            maxLength={QUESTION_LIMITS.maxLength}
            placeholder={placeholder}
            onChange={(e) => setText(e.target.value)}
            dir="auto"
          />
        )}
      </Field>
      <Button type="submit" disabled={sending} className="self-start">
        {sending ? pending : submit}
      </Button>
    </form>
  );
}
