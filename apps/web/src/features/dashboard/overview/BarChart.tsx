import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

export interface Bar {
  /** 'YYYY-MM-DD' or any short label; shown in the bar's tooltip and the hidden table. */
  label: string;
  value: number;
}

/**
 * A tiny inline SVG bar chart: thirty bars need no chart library. The SVG is decorative for screen
 * readers (aria-hidden); the same numbers are in a visually hidden table next to it.
 */
export function BarChart({
  bars,
  title,
  formatValue,
  height = 96,
}: {
  bars: readonly Bar[];
  title: string;
  formatValue: (value: number) => string;
  height?: number;
}) {
  const theme = useTheme();
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const width = Math.max(bars.length, 1) * 10;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        sx={{ display: 'block', width: '100%', height }}
        data-testid="bar-chart"
      >
        <line x1={0} y1={height - 0.5} x2={width} y2={height - 0.5} stroke={theme.palette.divider} />
        {bars.map((bar, index) => {
          const barHeight = max > 0 ? Math.max((bar.value / max) * (height - 4), bar.value > 0 ? 2 : 0) : 0;
          return (
            <rect
              key={bar.label}
              x={index * 10 + 1}
              y={height - barHeight}
              width={8}
              height={barHeight}
              rx={1}
              fill={theme.palette.primary.main}
            >
              <title>{`${bar.label}: ${formatValue(bar.value)}`}</title>
            </rect>
          );
        })}
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

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
