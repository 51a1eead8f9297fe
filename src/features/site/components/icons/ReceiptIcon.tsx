import { Svg } from '../../../../app/icons/Svg.tsx';

export function ReceiptIcon() {
  return <Svg paths={['M6 3h12v18l-3-2-3 2-3-2-3 2V3Z', 'M9 8h6M9 12h6']} />;
}
