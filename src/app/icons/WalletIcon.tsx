import { Svg } from './Svg.tsx';

export function WalletIcon() {
  return (
    <Svg
      paths={[
        'M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0 0 4h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5',
        'M17 14h.01',
      ]}
    />
  );
}
