import { DIRECTION } from '../../../i18n/he/locale';

/**
 * The messages of one field or of a whole form. Empty or missing messages render nothing, so a
 * form can pass what its resolver gives without checks. `alert` announces them as they appear
 * (for a form's summary; a field's error is read with its control through aria-describedby).
 * Messages are sentences of the page's language: they read in its direction even beside a
 * control of the other (a phone or a website in Hebrew), so a number in them stays where the
 * sentence puts it.
 */
export function ErrorList({
  id,
  errors,
  alert = false,
  className = 'text-sm font-medium text-red-700',
}: {
  id?: string;
  errors?: readonly (string | null | undefined)[] | null;
  alert?: boolean;
  className?: string;
}) {
  const messages = (errors ?? []).filter((e): e is string => Boolean(e));
  if (messages.length === 0) return null;
  if (messages.length === 1) {
    return (
      <p id={id} dir={DIRECTION} role={alert ? 'alert' : undefined} className={className}>
        {messages[0]}
      </p>
    );
  }
  return (
    <ul
      id={id}
      dir={DIRECTION}
      role={alert ? 'alert' : undefined}
      className={`flex flex-col gap-1 ${className}`}
    >
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
