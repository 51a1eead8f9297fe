import { useCallback, useEffect, useRef, useState } from 'react';
import { claimTipShowing, type TipName } from '../model/budget-flags.ts';
import { TIP_FADE_MS, TIP_VISIBLE_MS } from '../model/tip-rules.ts';

export interface ShownTip {
  name: TipName;
  fading: boolean;
}

/** One tip at a time: shown for 12 s, then faded out over 500 ms; each at most twice per browser. */
export function useTips(): { tip: ShownTip | null; offerTip: (name: TipName) => void; closeTip: () => void } {
  const [tip, setTip] = useState<ShownTip | null>(null);
  const timers = useRef<number[]>([]);

  const clearTimers = () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  };

  const offerTip = useCallback((name: TipName) => {
    if (!claimTipShowing(localStorage, name)) return;
    clearTimers();
    setTip({ name, fading: false });
    timers.current = [
      window.setTimeout(() => setTip({ name, fading: true }), TIP_VISIBLE_MS),
      window.setTimeout(() => setTip(null), TIP_VISIBLE_MS + TIP_FADE_MS),
    ];
  }, []);

  const closeTip = useCallback(() => {
    clearTimers();
    setTip(null);
  }, []);

  useEffect(() => clearTimers, []);
  return { tip, offerTip, closeTip };
}
