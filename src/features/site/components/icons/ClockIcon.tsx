import { Svg } from '../../../../app/icons/Svg.tsx';

// The circle is written as a path (two arcs), so the icon is paths alone.
export function ClockIcon() {
  return <Svg paths={['M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0', 'M12 7v5l3 2']} />;
}
