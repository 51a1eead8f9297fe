import buckets from './buckets.module.css';
import styles from './BudgetInfographic.module.css';

const BUCKET_TOP = 118;
const BUCKET_BOTTOM = 210;
const HALF_WIDTH_TOP = 46;
const HALF_WIDTH_BOTTOM = 36;

const BUCKETS = [
  { x: 60, className: buckets.bills, name: 'Bills', holds: 'Income & bills', level: 140 },
  { x: 180, className: buckets.spending, name: 'Spending Money', holds: 'Everyday & fun', level: 165 },
  { x: 300, className: buckets.savings, name: 'Savings', holds: 'Goals & emergencies', level: 182 },
] as const;

/** Half the bucket's width at height `y`: the sides slant inwards towards the bottom. */
function halfWidthAt(y: number): number {
  const depth = (y - BUCKET_TOP) / (BUCKET_BOTTOM - BUCKET_TOP);
  return HALF_WIDTH_TOP - depth * (HALF_WIDTH_TOP - HALF_WIDTH_BOTTOM);
}

function trapezoid(x: number, top: number): string {
  const upper = halfWidthAt(top);
  return `${x - upper},${top} ${x + upper},${top} ${x + HALF_WIDTH_BOTTOM},${BUCKET_BOTTOM} ${x - HALF_WIDTH_BOTTOM},${BUCKET_BOTTOM}`;
}

/** The method in one picture: the month's two halves feed the three buckets; a BUC is saved for monthly. */
export function BudgetInfographic() {
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox="0 0 360 352"
        role="img"
        aria-labelledby="infographic-title infographic-desc"
      >
        <title id="infographic-title">How a month splits into three buckets</title>
        <desc id="infographic-desc">
          The month has an early half, days 1 to 14, paid by the first paycheck, and a late half, from day 15,
          paid by the second. Each paycheck fills three buckets: Bills for income and bills, Spending Money
          for everyday and fun, and Savings for goals and emergencies. A Big Upfront Cost, such as a 240
          dollar yearly car registration, becomes a 20 dollar monthly set-aside in Bills.
        </desc>
        <defs>
          <marker
            id="infographic-arrow"
            viewBox="0 0 10 10"
            refX="5"
            refY="5"
            markerWidth="6"
            markerHeight="6"
            orient="auto"
          >
            <path d="M0 0 10 5 0 10Z" className={styles.arrowHead} />
          </marker>
        </defs>
        <rect x="8" y="12" width="168" height="56" rx="12" className={styles.early} />
        <rect x="184" y="12" width="168" height="56" rx="12" className={styles.late} />
        <text x="92" y="36" className={styles.strong}>
          Early half
        </text>
        <text x="92" y="55" className={styles.small}>
          Days 1–14 · paycheck 1
        </text>
        <text x="268" y="36" className={styles.strong}>
          Late half
        </text>
        <text x="268" y="55" className={styles.small}>
          Day 15 on · paycheck 2
        </text>
        <path d="M92 68V92M268 68V92M60 92H300" className={styles.line} />
        {BUCKETS.map((bucket) => (
          <g key={bucket.name} className={bucket.className}>
            <path d={`M${bucket.x} 92V110`} className={styles.line} markerEnd="url(#infographic-arrow)" />
            <polygon points={trapezoid(bucket.x, BUCKET_TOP)} className={styles.bucket} />
            <polygon points={trapezoid(bucket.x, bucket.level)} className={styles.fill} />
            <text x={bucket.x} y="234" className={styles.strong}>
              {bucket.name}
            </text>
            <text x={bucket.x} y="252" className={styles.small}>
              {bucket.holds}
            </text>
          </g>
        ))}
        <rect x="8" y="276" width="344" height="64" rx="12" className={styles.buc} />
        <text x="180" y="302" className={styles.strong}>
          BUC = Big Upfront Cost
        </text>
        <text x="180" y="322" className={styles.small}>
          $240 car registration a year → $20 a month in Bills
        </text>
      </svg>
      <figcaption className={styles.caption}>
        Each paycheck pays its own half of the month, then fills the three buckets.
      </figcaption>
    </figure>
  );
}
