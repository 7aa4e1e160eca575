import { m } from '../../../../domain/messages.ts';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDayMonth, indianDayStart } from '../../../../domain/dates.ts';
import { formatRupees, formatRupeesWhole, paiseToRupees } from '../../../../domain/money.ts';

/**
 * The legend's figure: the day under the cursor's, or with no cursor (a phone has no hover) the
 * latest day's; one dash where there is none (uPlot's own is "--").
 */
const legendValue =
  (format: (v: number) => string) =>
  (u: uPlot, v: number | null, series: number, idx: number | null) => {
    const value = idx == null ? (u.data[series]?.at(-1) ?? null) : v;
    return value == null ? '—' : format(value);
  };

/** The chart's series, axes and scales, in the page's colours, `width` wide. */
function chartOptions(width: number): uPlot.Options {
  const css = getComputedStyle(document.documentElement);
  const brand = css.getPropertyValue('--color-brand').trim() || '#9a3412';
  const ink = css.getPropertyValue('--soft').trim() || '#555';
  return {
    width,
    height: 256,
    series: [
      { label: m.day(), value: legendValue((t) => formatDayMonth(t * 1000)) },
      {
        label: m.revenue(),
        stroke: brand,
        fill: `${brand}22`,
        width: 2,
        scale: 'rupees',
        value: legendValue(formatRupees),
      },
      {
        label: m.orders(),
        stroke: ink,
        width: 1.5,
        scale: 'orders',
        dash: [4, 4],
        value: legendValue(String),
      },
    ],
    axes: [
      { stroke: ink, values: (_, ticks) => ticks.map((t) => formatDayMonth(t * 1000)) },
      {
        scale: 'rupees',
        stroke: ink,
        size: 70,
        values: (_, ticks) => ticks.map((t) => formatRupeesWhole(t)),
      },
      { scale: 'orders', side: 1, stroke: ink, grid: { show: false } },
    ],
    scales: {
      rupees: { range: (_, min, max) => [0, Math.max(100, max)] },
      orders: { range: (_, min, max) => [0, Math.max(5, max)] },
    },
  };
}

/** Revenue (bars' scale on the left) and orders (right) per day, drawn by uPlot, sized to its box. */
export default function SalesChart({
  days,
}: {
  days: { day: string; orders: number; revenuePaise: number }[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let drawing: ReturnType<typeof setTimeout> | undefined;
    let making: ReturnType<typeof setTimeout> | undefined;
    // Made once its box comes on screen (below the figures on a phone, it is not on the first
    // screen there: decision 073), then made and drawn each in a task of its own: in the page's
    // render's task the chart made one of 130-140 ms at 4× CPU a moment after the dashboard's
    // first paint (uPlot's drawing about 55 ms of it). The box holds the chart's height meanwhile.
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      making = setTimeout(make, 0);
    });
    seen.observe(el);
    const make = () => {
      const x = days.map((d) => indianDayStart(d.day).getTime() / 1000);
      plot = new uPlot(
        chartOptions(el.clientWidth),
        [x, days.map((d) => paiseToRupees(d.revenuePaise)), days.map((d) => d.orders)],
        // uPlot's deferred start: its boxes now, its scales, sizes and drawing in the next task.
        (made, draw) => {
          // Hidden until drawn: before, its legend shows a frame long unstyled, stacked, and
          // then jumps to one line (a new user's trial saw it; a layout shift of 0.03).
          made.root.style.visibility = 'hidden';
          el.appendChild(made.root);
          drawing = setTimeout(() => {
            draw();
            made.root.style.visibility = '';
            setDrawn(true);
            resize = new ResizeObserver(() => made.setSize({ width: el.clientWidth, height: 256 }));
            resize.observe(el);
          }, 0);
        },
      );
    };
    return () => {
      seen.disconnect();
      clearTimeout(making);
      clearTimeout(drawing);
      resize?.disconnect();
      plot?.destroy();
    };
  }, [days]);
  // Until it is drawn (on a phone, once scrolled to) the box says so; the figures are in the
  // page's table for a screen reader, so neither is read out.
  return (
    <div className="relative">
      <div ref={box} data-testid="sales-chart" aria-hidden="true" className="min-h-64 w-full" />
      {!drawn && (
        <p aria-hidden="true" className="absolute inset-0 grid place-items-center text-soft">
          {m.loading()}
        </p>
      )}
    </div>
  );
}
