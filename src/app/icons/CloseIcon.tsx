import { Svg } from './Svg.tsx';

export function CloseIcon() {
  return <Svg size={18} paths={['M18 6 6 18M6 6l12 12']} />;
}
