import type { ForecastRow } from '@shop/contract';
import { useEffect, useMemo, useRef } from 'react';

/** The SKUs with the most need, so the bars stay readable on a phone. */
const MAX_BARS = 12;

/**
 * Units due against stock per SKU, drawn by Chart.js. It is imported here, on the dashboard
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
            { label: 'Units due', data: shown.map((item) => item.due), backgroundColor: '#0e7490' },
            {
              label: 'In stock',
              data: shown.map((item) => item.stock),
              backgroundColor: '#a3a3a3',
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
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
        aria-label={`Bar chart of units due and in stock for ${shown.length} SKUs; the table below lists them.`}
      />
    </div>
  );
}
