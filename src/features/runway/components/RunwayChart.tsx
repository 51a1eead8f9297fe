import type { LowPoint } from '@halfwise/core/low-point.ts';
import type { IsoDate } from '@halfwise/core/iso-date.ts';
import type { RunwayStep } from '@halfwise/core/runway.ts';
import { CHART_HEIGHT, CHART_WIDTH, chartGeometry } from '../model/chart.ts';
import styles from './RunwayChart.module.css';

interface RunwayChartProps {
  steps: readonly RunwayStep[];
  until: IsoDate;
  paydays: readonly IsoDate[];
  lowest: LowPoint;
  cushion: number;
}

/**
 * The balance over the runway's days as a step line, paydays marked, the low point marked, the cushion drawn. Drawn
 * by hand from the runway's figures; the table above says the same, so the drawing itself is hidden from readers.
 */
export function RunwayChart(props: RunwayChartProps) {
  const chart = chartGeometry(props);
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {chart.paydays.map((x) => (
          <line key={x} className={styles.payday} x1={x} x2={x} y1={0} y2={CHART_HEIGHT} />
        ))}
        {chart.zeroY !== null && (
          <line className={styles.zero} x1={0} x2={CHART_WIDTH} y1={chart.zeroY} y2={chart.zeroY} />
        )}
        <line className={styles.cushion} x1={0} x2={CHART_WIDTH} y1={chart.cushionY} y2={chart.cushionY} />
        <path className={styles.line} d={chart.line} />
        {/* A dot as a zero-length round-capped stroke: it stays round however the drawing is stretched. */}
        <path className={styles.low} d={`M${chart.low.x} ${chart.low.y} h0`} />
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.keyLine}>Balance</span>
        <span className={styles.keyPayday}>Payday</span>
        <span className={styles.keyLow}>Lowest</span>
        <span className={styles.keyCushion}>{props.cushion > 0 ? 'Cushion' : '$0'}</span>
      </figcaption>
    </figure>
  );
}
