import { useState } from 'react';
import { linkPieces } from '@galim/shared/conversations/safety';
import { conversationsTexts } from '../../../i18n/he/conversations';

const t = conversationsTexts.thread;

/** A word joiner after each hyphen: a line breaks after a hyphen, never inside a domain. */
const keptWhole = (domain: string) => domain.replaceAll('-', '-\u2060');

/** A link in a message: its domain only, until a tap shows the address and the way to it. */
function MessageLink({ link, href, domain }: { link: string; href: string; domain: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    // The words read in the message's direction, the domain left to right in an isolate of its
    // own, kept on one line (moved whole to the next one), broken only when longer than a line.
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={false}
        aria-label={`${t.linkTo}${domain}`}
        className="inline rounded bg-black/5 px-1 font-medium underline decoration-dotted"
      >
        {t.linkTo}
        <bdi dir="ltr" className="inline-block max-w-full [overflow-wrap:anywhere]">
          {keptWhole(domain)}
        </bdi>
      </button>
    );
  }
  return (
    <span className="mt-1 block rounded-lg bg-black/5 p-2 text-sm">
      <bdi dir="ltr" className="block break-all">
        {link}
      </bdi>
      <span className="mt-1 block">{t.linkWarning}</span>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="mt-1 inline-block font-semibold underline"
      >
        {t.linkOpen}
      </a>
    </span>
  );
}

/** A message's text as typed, its links shown by their domain and opened only after a tap. */
export function MessageText({ body }: { body: string }) {
  return (
    <p dir="auto" className="whitespace-pre-line break-words">
      {linkPieces(body).map((piece, i) =>
        'link' in piece ? <MessageLink key={i} {...piece} /> : piece.text,
      )}
    </p>
  );
}
