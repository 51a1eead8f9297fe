import { Svg } from '../../../../app/icons/Svg.tsx';

export function PiggyBankIcon() {
  return (
    <Svg
      paths={[
        'M5 11a7 6 0 0 1 13-2h2v4l-2 1a7 6 0 0 1-3 4v2h-3v-1.5h-2V21H7v-2.7A6 6 0 0 1 5 11Z',
        'M10 6.5h4',
      ]}
    />
  );
}
