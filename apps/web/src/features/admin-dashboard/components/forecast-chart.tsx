import type { ForecastRow } from '@shop/contract';
import { useEffect, useMemo, useRef } from 'react';

/** The SKUs with the most need, so the bars stay readable on a phone. */
const MAX_BARS = 12;
const DUE_COLOUR = '#0e7490';

/**
 * Units due against stock per SKU, drawn by Chart.js. Each has its own axis: a handful due must
 * show beside hundreds in stock, not as a one-pixel bar on the stock's scale. It is imported here, on the dashboard
 * only, so no public page ever downloads it; the table beside it carries the same numbers for
 * screen readers and keyboards.
 */
export function ForecastChart({ items }: { items: readonly ForecastRow[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const shown = useMemo(() => items.filter((item) => item.due > 0).slice(0, MAX_BARS), [items]);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void (async () => {
      const { Chart } = await import('./chart-setup.ts');
      if (cancelled || !canvas.current) return;
      chart = new Chart(canvas.current, {
        type: 'bar',
        data: {
          labels: shown.map((item) => item.sku),
          datasets: [
            {
              label: 'Units due (left axis)',
              data: shown.map((item) => item.due),
              backgroundColor: DUE_COLOUR,
              yAxisID: 'due',
            },
            {
              label: 'In stock (right axis)',
              data: shown.map((item) => item.stock),
              backgroundColor: '#a3a3a3',
              yAxisID: 'stock',
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: {
            due: {
              position: 'left',
              beginAtZero: true,
              ticks: { precision: 0 },
              title: { display: true, text: 'Units due' },
            },
            stock: {
              position: 'right',
              beginAtZero: true,
              ticks: { precision: 0 },
              grid: { drawOnChartArea: false },
              title: { display: true, text: 'In stock' },
            },
          },
        },
      });
    })();
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [shown]);

  if (shown.length === 0) return null;
  return (
    <div className="relative h-72 w-full">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Bar chart of units due (left axis) and in stock (right axis) for ${shown.length} SKUs; the table below lists them.`}
      />
    </div>
  );
}
