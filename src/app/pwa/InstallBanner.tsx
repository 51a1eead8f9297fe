import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import { Button } from '../ui/Button.tsx';
import styles from './InstallBanner.module.css';
import { InstallSteps } from './InstallSteps.tsx';
import { useInstallBanner, type InstallBannerState } from './use-install-banner.ts';
import { INSTALL_BANNER_BOTTOM_VARIABLE } from './install-banner-rules.ts';
import { INSTALL_BANNER_TEXT as TEXT } from './install-banner-text.ts';
import { useViewportBottomVariable } from './use-viewport-bottom-variable.ts';

/**
 * The home-screen install banner (account-and-billing §2.2). It takes its own place at the top of the page,
 * in the flow, so it covers no header, navigation or control; toasts start below it. It never takes focus: it
 * is an offer, not a dialog.
 */
export function InstallBanner() {
  const banner = useInstallBanner();
  if (!banner.visible) return null;
  return <VisibleInstallBanner banner={banner} />;
}

function VisibleInstallBanner({ banner }: { banner: InstallBannerState }) {
  const box = useRef<HTMLElement>(null);
  useViewportBottomVariable(box, INSTALL_BANNER_BOTTOM_VARIABLE);
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const stepsId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') banner.dismiss();
  };

  return (
    <aside ref={box} className={styles.banner} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className={styles.header}>
        <img className={styles.mark} src="/favicon.svg" alt="" width={40} height={40} />
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {TEXT.title}
          </h2>
          <p className={styles.lead}>{TEXT.lead}</p>
        </div>
        <button type="button" className={styles.close} aria-label={TEXT.close} onClick={banner.dismiss}>
          <CloseIcon />
        </button>
      </div>
      {banner.canPrompt ? (
        <Button className={styles.action} onClick={() => void banner.install()}>
          {TEXT.install}
        </Button>
      ) : (
        <>
          <Button
            variant="secondary"
            className={styles.action}
            aria-expanded={expanded}
            aria-controls={stepsId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? TEXT.hideSteps : TEXT.showSteps}
          </Button>
          <div id={stepsId} hidden={!expanded} className={styles.steps}>
            {expanded && <InstallSteps platform={banner.platform} />}
          </div>
        </>
      )}
    </aside>
  );
}
