import type { ZipWaterCheck } from '@shop/contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { RATING_STYLES } from './rating-styles.ts';

/** The rating with its colour, and what we advise for water like this. */
export function WaterCheckResult({ result }: { result: ZipWaterCheck }) {
  const style = RATING_STYLES[result.colour];
  return (
    <div className="mt-4 space-y-3">
      <p
        className={`inline-flex items-center gap-2 rounded-box border px-3 py-2 ${style.tint}`}
        data-colour={result.colour}
      >
        <span className={`size-3 rounded-full ${style.swatch}`} aria-hidden="true" />
        <span>
          Water quality rating: <strong>{result.rating}</strong>
          <span className="sr-only"> (rated {style.label})</span>
        </span>
      </p>
      <p className="text-base-content/85">
        This is an estimate for your area, typical for {result.stateName}, not a measurement of your
        own tap water ({result.hardness.classification} water, about {result.hardness.gpg} gpg
        hardness). For cleaner, better-tasting drinking water we recommend a reverse osmosis system
        at the kitchen sink, and whole-house filtration to protect your pipes, appliances and skin
        from hardness and sediment.
      </p>
      <p className="text-base-content/85">
        On well water? Regional figures do not cover private wells: measure yours with one of our{' '}
        <Link to={paths.testkit} className="link link-primary">
          water test kits
        </Link>
        .
      </p>
    </div>
  );
}
