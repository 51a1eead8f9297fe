import { Svg } from '../../../app/icons/Svg.tsx';

export function CalendarIcon() {
  return (
    <Svg size={18}>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4" />
    </Svg>
  );
}
