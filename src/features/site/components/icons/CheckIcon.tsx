import { Svg } from '../../../../app/icons/Svg.tsx';

export function CheckIcon() {
  return (
    <Svg>
      <path d="m5 12 5 5L20 7" />
    </Svg>
  );
}
