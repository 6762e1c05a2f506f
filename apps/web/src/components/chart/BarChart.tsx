import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '../visuallyHidden.ts';
import { dateTicks, valueScale } from './chartScale.ts';

export interface Bar {
  /** 'YYYY-MM-DD': the day; the x axis shows its month and day. */
  label: string;
  value: number;
}

const AXIS_TEXT = { fontSize: '0.6875rem', color: 'text.secondary', lineHeight: 1, whiteSpace: 'nowrap' } as const;

/**
 * A small bar chart of daily sums with a value axis (round gridlines with their sums) and a date axis (a
 * tick a week, ending today). Thirty bars need no chart library: the bars are an SVG stretched to the
 * width, the axis texts HTML laid over it, so they never stretch with it. The SVG is decorative for screen
 * readers (aria-hidden); the same numbers are in a visually hidden table next to it.
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
  const theme = useTheme();
  const { top, ticks } = valueScale(Math.max(0, ...bars.map((bar) => bar.value)), formatValue, valueSteps);
  const days = dateTicks(bars.map((bar) => bar.label));
  const width = Math.max(bars.length, 1) * 10;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 0.75 }}>
        <Box sx={{ position: 'relative', height }} aria-hidden="true" data-testid="chart-values">
          {ticks.map((tick) => (
            // Centred on its gridline; the widest label sets the column's width.
            <Box
              key={tick.label}
              sx={{
                ...AXIS_TEXT,
                position: 'absolute',
                right: 0,
                bottom: `${tick.at * 100}%`,
                transform: 'translateY(50%)',
              }}
            >
              {tick.label}
            </Box>
          ))}
          {/* Reserves the column's width for the longest label (the absolute ones take none). */}
          <Box sx={{ ...AXIS_TEXT, visibility: 'hidden' }}>{ticks.at(-1)?.label}</Box>
        </Box>
        <Box
          component="svg"
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          sx={{ display: 'block', width: '100%', height, overflow: 'visible' }}
          data-testid="bar-chart"
        >
          {ticks.map((tick) => (
            <line
              key={tick.label}
              x1={0}
              x2={width}
              y1={height - tick.at * height}
              y2={height - tick.at * height}
              stroke={theme.palette.divider}
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
                fill={theme.palette.primary.main}
              >
                <title>{`${bar.label}: ${formatValue(bar.value)}`}</title>
              </rect>
            );
          })}
        </Box>
        <Box />
        <Box sx={{ position: 'relative', height: 16, mt: 0.5 }} aria-hidden="true" data-testid="chart-dates">
          {days.map((tick, index) => (
            <Box
              key={tick.label}
              sx={{
                ...AXIS_TEXT,
                position: 'absolute',
                left: `${tick.at * 100}%`,
                // The last tick (today) ends at the right edge instead of spilling past the card.
                transform: index === days.length - 1 ? 'translateX(-100%)' : 'translateX(-50%)',
              }}
            >
              {tick.label}
            </Box>
          ))}
        </Box>
      </Box>
      <Box component="figcaption" sx={visuallyHidden}>
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
      </Box>
    </Box>
  );
}
