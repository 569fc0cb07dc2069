import type { RatingColour } from '@shop/contract';

/**
 * SPEC.md section 9's rating colours as badge styles. Text stays the body colour on a tint,
 * so every colour keeps enough contrast; the swatch carries the hue.
 */
export const RATING_STYLES: Record<RatingColour, { label: string; swatch: string; tint: string }> =
  {
    green: { label: 'green', swatch: 'bg-success', tint: 'border-success/60 bg-success/15' },
    amber: { label: 'amber', swatch: 'bg-warning', tint: 'border-warning/70 bg-warning/20' },
    'light-red': {
      label: 'light red',
      swatch: 'bg-error/60',
      tint: 'border-error/40 bg-error/10',
    },
    red: { label: 'red', swatch: 'bg-error', tint: 'border-error/70 bg-error/20' },
  };
