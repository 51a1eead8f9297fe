import { Svg } from '../../../app/icons/Svg.tsx';

export function CreditCardOffIcon() {
  return (
    <Svg>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 10h18M3 3l18 18" />
    </Svg>
  );
}
