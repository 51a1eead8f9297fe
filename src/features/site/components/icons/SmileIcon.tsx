import { Svg } from '../../../../app/icons/Svg.tsx';

export function SmileIcon() {
  return (
    <Svg>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14s1.5 2 4 2 4-2 4-2" />
      <path d="M9 9h.01M15 9h.01" />
    </Svg>
  );
}
