import { Button } from '../../../../components/ui/button';
import { servicesTexts } from '../../../../i18n/he/services';

const t = servicesTexts;

/** Back, and Next, or on the last step the submit button. */
export function WizardNav({
  step,
  steps,
  editing,
  pending,
  onBack,
  onNext,
}: {
  step: number;
  steps: number;
  editing: boolean;
  pending: boolean;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    <div className="flex justify-between gap-3">
      <Button variant="secondary" disabled={step === 1} onClick={onBack}>
        {t.back}
      </Button>
      {step < steps ? (
        <Button key="next" onClick={onNext}>
          {t.next}
        </Button>
      ) : (
        <Button key="submit" type="submit" disabled={pending}>
          {pending ? (editing ? t.saving : t.creating) : editing ? t.save : t.create}
        </Button>
      )}
    </div>
  );
}
