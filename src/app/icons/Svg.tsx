import type { ReactNode } from 'react';

interface SvgProps {
  /** Each a `<path d>`, for an icon drawn with paths alone. */
  paths?: readonly string[];
  children?: ReactNode;
  size?: number;
}

/** Shared frame for the one-file-per-icon components: 24-unit stroke icons, hidden from screen readers. */
export function Svg({ paths = [], children, size = 24 }: SvgProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
      {children}
    </svg>
  );
}
