import { Svg } from '../../../../app/icons/Svg.tsx';

export function ChevronDownIcon() {
  return <Svg paths={['m6 9 6 6 6-6']} />;
}
