import { type Dashboard, formatShopDate, formatUsd } from '@shop/contract';
import { useEffect, useRef } from 'react';

type SalesByDay = Dashboard['salesByDay'];

const total = (days: SalesByDay['current']) => days.reduce((sum, day) => sum + day.net, 0);

/**
 * Net sales per shop day for the last 30 days, with the 30 days before drawn beside them (day 1
 * against day 1). Chart.js is loaded after the page, as for the forecast (decision 026).
 */
export function SalesChart({ salesByDay, timeZone }: { salesByDay: SalesByDay; timeZone: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void (async () => {
      const { Chart } = await import('./chart-setup.ts');
      if (cancelled || !canvas.current) return;
      chart = new Chart(canvas.current, {
        type: 'line',
        data: {
          labels: salesByDay.current.map((day) => formatShopDate(day.day).replace(/, \d+$/, '')),
          datasets: [
            {
              label: 'Last 30 days',
              data: salesByDay.current.map((day) => day.net),
              borderColor: '#0e7490',
              backgroundColor: '#0e7490',
              tension: 0.2,
            },
            {
              label: 'The 30 days before',
              data: salesByDay.previous.map((day) => day.net),
              borderColor: '#a3a3a3',
              backgroundColor: '#a3a3a3',
              borderDash: [6, 4],
              tension: 0.2,
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          scales: { y: { beginAtZero: true, ticks: { callback: (value) => `$${value}` } } },
        },
      });
    })();
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [salesByDay]);

  const current = total(salesByDay.current);
  const previous = total(salesByDay.previous);
  return (
    <figure className="rounded-box border border-base-300 bg-base-100 p-4">
      <figcaption className="mb-2 text-sm text-base-content/80">
        Net sales by day ({timeZone}): {formatUsd(current)} in the last 30 days,{' '}
        {formatUsd(previous)} in the 30 days before.
      </figcaption>
      <div className="relative h-64 w-full">
        <canvas
          ref={canvas}
          role="img"
          aria-label={`Line chart of net sales per day: ${formatUsd(current)} in the last 30 days against ${formatUsd(previous)} in the 30 days before.`}
        />
      </div>
    </figure>
  );
}
