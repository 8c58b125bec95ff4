import { useState } from 'react';
import { linkPieces } from '@galim/shared/conversations/safety';
import { conversationsTexts } from '../../../i18n/conversations';

const t = conversationsTexts.thread;

/** A link in a message: its domain only, until a tap shows the address and the way to it. */
function MessageLink({ link, href, domain }: { link: string; href: string; domain: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={false}
        className="inline rounded bg-black/5 px-1 font-medium underline decoration-dotted"
      >
        <bdi dir="ltr">{t.link(domain)}</bdi>
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
