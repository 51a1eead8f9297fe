import { Svg } from '../../../../app/icons/Svg.tsx';

export function LinkOffIcon() {
  return <Svg paths={['M9 17H7a5 5 0 0 1 0-10h2M15 7h2a5 5 0 0 1 3.5 8.5', 'M8 12h3M3 3l18 18']} />;
}
