import { Svg } from './Svg.tsx';

export function MailIcon() {
  return (
    <Svg size={32}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Svg>
  );
}
