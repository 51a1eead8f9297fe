import { Svg } from './Svg.tsx';

export function ArrowLeftIcon() {
  return <Svg size={18} paths={['M19 12H5M12 19l-7-7 7-7']} />;
}
