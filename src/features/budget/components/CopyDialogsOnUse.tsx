import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { whenFirstScreenDrawn } from '../../../app/ui/first-screen.ts';
import type { CopyDialogs as Dialogs } from './CopyDialogs.tsx';

const loadDialogs = () => import('./CopyDialogs.tsx');
const CopyDialogs = lazy(() => loadDialogs().then(({ CopyDialogs }) => ({ default: CopyDialogs })));

/**
 * The copy-to-next-month dialogs, requested once the month is drawn and shown from their first use on. Once
 * shown they stay mounted, so a native dialog always closes in place and gives the focus back.
 */
export function CopyDialogsOnUse(props: ComponentProps<typeof Dialogs>) {
  const [used, setUsed] = useState(false);
  if (props.phase !== 'idle' && !used) setUsed(true);
  useEffect(() => whenFirstScreenDrawn(() => void loadDialogs().catch(() => undefined)), []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <CopyDialogs {...props} />
    </Suspense>
  );
}
