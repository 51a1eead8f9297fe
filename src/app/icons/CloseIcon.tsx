import { CLOSE_PATH } from './close-path.ts';
import { Svg } from './Svg.tsx';

export function CloseIcon() {
  return <Svg size={18} paths={[CLOSE_PATH]} />;
}
