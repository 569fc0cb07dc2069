import { ratingLabel } from '@shop/contract';

/**
 * Stars for a rating, drawn as text (no icon download): five stars with the filled share in
 * the accent colour. Screen readers hear one sentence ("4.3 out of 5 stars (12 reviews)").
 */
export function StarRating({
  average,
  count,
  showCount = true,
  className = '',
}: {
  average: number;
  count?: number;
  showCount?: boolean;
  className?: string;
}) {
  const filled = `${(Math.max(0, Math.min(5, average)) / 5) * 100}%`;
  const label = count === undefined ? `${average} out of 5 stars` : ratingLabel(average, count);
  return (
    <span
      role="img"
      aria-label={label}
      className={`inline-flex flex-wrap items-center gap-x-1 ${className}`}
    >
      <span aria-hidden="true" className="relative inline-block leading-none tracking-tight">
        <span className="text-base-content/25">★★★★★</span>
        <span className="absolute inset-0 overflow-hidden text-amber-600" style={{ width: filled }}>
          ★★★★★
        </span>
      </span>
      {showCount && count !== undefined ? (
        <span aria-hidden="true" className="text-sm text-base-content/70">
          {count > 0 ? `${average.toFixed(1)} (${count})` : ''}
        </span>
      ) : null}
    </span>
  );
}
