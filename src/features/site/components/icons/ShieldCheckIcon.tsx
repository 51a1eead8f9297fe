import { Svg } from '../../../../app/icons/Svg.tsx';

export function ShieldCheckIcon() {
  return <Svg paths={['M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z', 'm9 12 2 2 4-4']} />;
}
