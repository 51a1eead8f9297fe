import { Svg } from '../../../../app/icons/Svg.tsx';

export function MinusIcon() {
  return <Svg paths={['M6 12h12']} />;
}
