/**
 * Choosing 1 to 5 stars: a radio group of star buttons, for the review forms of services and of
 * sellers. `starLabel` names each choice ("3 כוכבים").
 */
export function StarRatingInput({
  value,
  onChange,
  label,
  starLabel,
}: {
  value: number;
  onChange: (rating: number) => void;
  label: string;
  starLabel: (n: number) => string;
}) {
  return (
    <div className="flex gap-1" role="radiogroup" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={starLabel(n)}
          onClick={() => onChange(n)}
          className={`text-3xl leading-none ${n <= value ? 'text-amber-500' : 'text-slate-300'}`}
        >
          ★
        </button>
      ))}
    </div>
  );
}
