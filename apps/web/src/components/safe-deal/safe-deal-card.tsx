import { safeDealTexts as t } from '../../i18n/he/safe-deal';
import { Button, buttonClasses } from '../ui/button';
import { Modal } from '../ui/modal';
import { meetNear, type BoardPlace } from '../../lib/queries/meeting-places';
import { MeetingPlacesLine } from './meeting-places-line';
import type { SafeDealCardState } from './use-safe-deal';

/**
 * The safe-deal advice as a dialog (loaded only when first shown). Before a contact its main
 * action is the contact's own link, so WhatsApp or mail opens from the buyer's own tap.
 */
export default function SafeDealCard({
  state,
  place,
  onDismiss,
}: {
  state: SafeDealCardState;
  /** A board's place: the card names the safe places to meet near it. */
  place?: BoardPlace;
  onDismiss: () => void;
}) {
  const contact = state.contact;
  // Near a board with no point nor known city, the card names no place.
  const near = place ? meetNear(place) : null;
  return (
    <Modal open onClose={onDismiss} title={t.title} closeLabel={t.close}>
      <p className="text-slate-700">{t.intro}</p>
      <ul className="mt-3 list-disc space-y-2 ps-5 text-slate-800">
        {t.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {near && <MeetingPlacesLine near={near} />}
      <div className="mt-6 flex">
        {contact ? (
          <a
            href={contact.href}
            target={contact.target}
            rel={contact.target ? 'noopener noreferrer' : undefined}
            onClick={() => {
              contact.onGo?.();
              // After the link has gone: a link taken out of the page mid-click goes nowhere.
              setTimeout(onDismiss, 0);
            }}
            className={buttonClasses('primary', 'lg', 'flex-1')}
          >
            {t.proceed}
          </a>
        ) : (
          <Button size="lg" className="flex-1" onClick={onDismiss}>
            {t.gotIt}
          </Button>
        )}
      </div>
    </Modal>
  );
}
