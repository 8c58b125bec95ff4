/**
 * An arrow showing where wind or swell GOES: Open-Meteo gives where it comes FROM, so the arrow
 * points the opposite way (from 270, west, the arrow points east). North is up.
 */
export function DirectionArrow({
  from,
  className = 'size-5',
}: {
  from: number;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`inline-block shrink-0 ${className}`}
      style={{ transform: `rotate(${(from + 180) % 360}deg)` }}
    >
      <path d="M12 2l6 9h-4v11h-4V11H6z" fill="currentColor" />
    </svg>
  );
}
