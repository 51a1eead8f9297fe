import { Svg } from '../../../../app/icons/Svg.tsx';

export function MinusIcon() {
  return (
    <Svg>
      <path d="M6 12h12" />
    </Svg>
  );
}
