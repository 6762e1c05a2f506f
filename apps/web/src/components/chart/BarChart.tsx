import { cx } from '../../ui/cx.ts';
import styles from './BarChart.module.css';
import { dateTicks, valueScale } from './chartScale.ts';

export interface Bar {
  /** 'YYYY-MM-DD': the day; the x axis shows its month and day. */
  label: string;
  value: number;
}

/**
 * A small bar chart of daily sums with a value axis (round gridlines with their sums) and a date axis (a
 * tick a week, ending today). Thirty bars need no chart library: the bars are an SVG stretched to the
 * width, the axis texts HTML laid over it, so they never stretch with it. The SVG is decorative for screen
 * readers (aria-hidden); the same numbers are in a visually hidden table next to it. The only inline styles
 * are the positions and the height, which the data decide.
 */
export function BarChart({
  bars,
  title,
  formatValue,
  height = 120,
  valueSteps = 2,
}: {
  bars: readonly Bar[];
  title: string;
  formatValue: (value: number) => string;
  height?: number;
  /** Gridlines above 0; 1 keeps a chart of whole counts on whole numbers (2 would put one at 0,5). */
  valueSteps?: number;
}) {
  const { top, ticks } = valueScale(Math.max(0, ...bars.map((bar) => bar.value)), formatValue, valueSteps);
  const days = dateTicks(bars.map((bar) => bar.label));
  const width = Math.max(bars.length, 1) * 10;
  return (
    <figure className={styles.figure}>
      <div className={styles.grid}>
        <div className={styles.axis} style={{ height }} aria-hidden="true" data-testid="chart-values">
          {ticks.map((tick) => (
            <div
              key={tick.label}
              className={cx(styles.axisText, styles.valueTick)}
              style={{ bottom: `${tick.at * 100}%` }}
            >
              {tick.label}
            </div>
          ))}
          <div className={cx(styles.axisText, styles.widest)}>{ticks.at(-1)?.label}</div>
        </div>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          className={styles.chart}
          style={{ height }}
          data-testid="bar-chart"
        >
          {ticks.map((tick) => (
            <line
              key={tick.label}
              x1={0}
              x2={width}
              y1={height - tick.at * height}
              y2={height - tick.at * height}
              className={styles.gridline}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {bars.map((bar, index) => {
            const barHeight = top > 0 ? Math.max((bar.value / top) * height, bar.value > 0 ? 2 : 0) : 0;
            return (
              <rect
                key={bar.label}
                x={index * 10 + 1}
                y={height - barHeight}
                width={8}
                height={barHeight}
                className={styles.bar}
              >
                <title>{`${bar.label}: ${formatValue(bar.value)}`}</title>
              </rect>
            );
          })}
        </svg>
        <div />
        <div className={styles.dates} aria-hidden="true" data-testid="chart-dates">
          {days.map((tick, index) => (
            <div
              key={tick.label}
              className={cx(styles.axisText, styles.dateTick, index === days.length - 1 && styles.lastDateTick)}
              style={{ left: `${tick.at * 100}%` }}
            >
              {tick.label}
            </div>
          ))}
        </div>
      </div>
      <figcaption className={styles.visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{formatValue(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
