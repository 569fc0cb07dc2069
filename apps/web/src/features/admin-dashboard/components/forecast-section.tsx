import { useState } from 'react';
import {
  cardsOnPhoneClass,
  dataTableClass,
  tableBoxClass,
} from '../../../components/data-table.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useForecast } from '../api/admin-dashboard.ts';
import { ForecastChart } from './forecast-chart.tsx';

const WINDOWS = [30, 90, 180];

/** Replacement parts tracked customers will need, against stock: a chart and a table. */
export function ForecastSection() {
  const [days, setDays] = useState(90);
  const forecast = useForecast(days);
  const items = forecast.data?.items ?? [];
  const needed = items.filter((item) => item.due > 0);

  return (
    <section aria-labelledby="forecast-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="forecast-heading" className="text-2xl font-bold">
          Parts forecast
        </h2>
        <label className="flex items-center gap-2 text-sm">
          Window
          <select
            className="select select-sm w-auto"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {WINDOWS.map((window) => (
              <option key={window} value={window}>
                Next {window} days
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-sm text-base-content/80">
        Replacements due on customers' tracked systems, one unit per due part, from{' '}
        {forecast.data?.from ?? '…'} to {forecast.data?.to ?? '…'}.
      </p>
      <FormAlert tone="error" message={forecast.error?.message} />
      {forecast.isPending ? <PageLoading label="Loading the forecast…" /> : null}
      {forecast.data && needed.length === 0 ? <p>No tracked part is due in this window.</p> : null}
      {needed.length > 0 ? <ForecastChart items={items} /> : null}
      {needed.length > 0 ? (
        <div className={tableBoxClass}>
          <table className={`${dataTableClass} ${cardsOnPhoneClass}`}>
            <caption className="sr-only">Units due, stock and shortfall per SKU</caption>
            <thead>
              <tr>
                <th>SKU</th>
                <th>Product</th>
                <th>Due</th>
                <th>In stock</th>
                <th>Shortfall</th>
              </tr>
            </thead>
            <tbody>
              {needed.map((item) => (
                <tr key={item.productId}>
                  <td className="font-mono">{item.sku}</td>
                  <td>{item.name}</td>
                  <td data-label="Due">{item.due}</td>
                  <td data-label="In stock">{item.stock}</td>
                  <td data-label="Shortfall">
                    {item.shortfall > 0 ? (
                      <span className="badge badge-warning">{item.shortfall}</span>
                    ) : (
                      0
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
