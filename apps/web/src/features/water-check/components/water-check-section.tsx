import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { NeedsScript } from '../../../components/needs-script.tsx';
import { paths } from '../../../lib/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useZipWaterCheck } from '../api/check-zip-water.ts';
import { WaterCheckResult } from './water-check-result.tsx';

/** The home page's ZIP-code TDS checker (SPEC.md sections 2 and 4: idle, loading, result). */
export function WaterCheckSection() {
  const zipId = useId();
  const [zip, setZip] = useState('');
  const check = useZipWaterCheck();
  const result = check.data;
  // A ZIP typed or sent before hydration would be lost (lib/use-hydrated.ts).
  const isHydrated = useHydrated();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty ZIP gives no result (SPEC.md section 5); the required field says why.
    if (!zip.trim()) return;
    check.mutate(zip);
  };

  return (
    <div className="mt-3">
      <p className="text-base-content/80">
        Enter your ZIP code to see the estimated Total Dissolved Solids (TDS) in your area's water.
      </p>
      <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 max-w-full flex-col gap-1">
          <label htmlFor={zipId} className="text-sm font-medium">
            ZIP code
          </label>
          <input
            id={zipId}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="-----"
            required
            className="input w-40 max-w-full tracking-widest"
            value={zip}
            disabled={!isHydrated}
            onChange={(event) => setZip(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={check.isPending || !isHydrated}>
          Check TDS
        </button>
      </form>
      <NeedsScript>
        The ZIP check needs JavaScript, which is off in this browser. Our{' '}
        <Link to={paths.testkit} className="link link-primary">
          water test kits
        </Link>{' '}
        measure your own tap's TDS at home.
      </NeedsScript>
      <div className="mt-4" aria-live="polite">
        <p className="flex items-center gap-3 text-lg font-semibold">
          Total Dissolved Solids (TDS):{' '}
          {check.isPending ? (
            <span className="loading loading-dots loading-md text-primary" role="status">
              <span className="sr-only">Checking your ZIP code…</span>
            </span>
          ) : result ? (
            `${result.tdsValue} ppm`
          ) : (
            '---'
          )}
        </p>
        {result && !check.isPending ? <WaterCheckResult result={result} /> : null}
      </div>
      {check.isError ? (
        <div className="mt-3">
          <FormAlert tone="error" message={check.error.message} />
        </div>
      ) : null}
      {result ? <p className="mt-4 text-xs text-base-content/70">{result.attribution}</p> : null}
    </div>
  );
}
