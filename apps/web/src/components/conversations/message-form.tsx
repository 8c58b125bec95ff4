import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { CONVERSATION_LIMITS } from '@galim/shared/conversations/limits';
import { conversationsTexts } from '../../i18n/he/conversations';
import { Button } from '../ui/button';
import { Field } from '../ui/form/field';
import { Textarea } from '../ui/form/input';

const t = conversationsTexts.thread;

/**
 * A message to send: on a board page (the first one to the seller) and in a thread. Empty is
 * said at once; the server's refusal is shown under the field, and the text stays for another
 * try. Ctrl/⌘+Enter sends on a keyboard; on a phone Enter is a new line and the button sends.
 */
export function MessageForm({
  label,
  placeholder,
  submit = t.send,
  size = 'md',
  onSend,
}: {
  label: string;
  placeholder?: string;
  submit?: string;
  /** 'lg' where sending is the page's main action (a board page's first message). */
  size?: 'md' | 'lg';
  /** Resolves when sent; rejects with an Error whose message is shown. */
  onSend: (text: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(e?: FormEvent) {
    e?.preventDefault();
    if (sending) return;
    const body = text.trim();
    if (body.length < CONVERSATION_LIMITS.minLength) {
      setError(t.tooShort);
      return;
    }
    if (body.length > CONVERSATION_LIMITS.maxLength) {
      setError(t.tooLong(CONVERSATION_LIMITS.maxLength));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSend(body);
      setText('');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
  }

  return (
    <form onSubmit={(e) => void send(e)} noValidate className="flex flex-col gap-2">
      <Field label={label} error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={text}
            maxLength={CONVERSATION_LIMITS.maxLength}
            placeholder={placeholder}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            // Empty, or digits only, it keeps the page's direction (its placeholder and caret on
            // the right in Hebrew): "auto" with no letter yet reads left to right.
            dir={/\p{L}/u.test(text) ? 'auto' : undefined}
          />
        )}
      </Field>
      <Button
        type="submit"
        size={size}
        disabled={sending}
        // The page's main action spans a phone's width.
        className={size === 'lg' ? 'w-full sm:w-auto sm:self-start' : 'self-start'}
      >
        {sending ? t.sending : submit}
      </Button>
    </form>
  );
}
