import { Svg } from '../../../../app/icons/Svg.tsx';

export function CheckIcon() {
  return <Svg paths={['m5 12 5 5L20 7']} />;
}
