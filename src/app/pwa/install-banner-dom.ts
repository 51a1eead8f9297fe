import { CLOSE_PATH } from '../icons/close-path.ts';
import buttonStyles from '../ui/Button.module.css';
import { element, strokeIcon } from './dom.ts';
import type { InstallPlatform } from './device.ts';
import styles from './InstallBanner.module.css';
import { createInstallBannerStore, type OnlineSource } from './install-banner-store.ts';
import { INSTALL_BANNER_TEXT as TEXT } from './install-banner-text.ts';
import { instructionsFor } from './install-instructions.ts';

const TITLE_ID = 'install-banner-title';
const STEPS_ID = 'install-banner-steps';

/**
 * InstallBanner without React, for the prerendered landing page: the same state (install-banner-store.ts), words,
 * markup and styles. `place` puts the banner where it belongs on the page when it appears.
 */
export function startInstallBanner(win: Window, place: (banner: HTMLElement) => void): void {
  const store = createInstallBannerStore(win, browserOnlineSource(win));
  let shown: { banner: HTMLElement; canPrompt: boolean } | null = null;
  store.subscribe(() => {
    const state = store.current();
    if (shown && (!state.visible || shown.canPrompt !== state.canPrompt)) {
      shown.banner.remove();
      shown = null;
    }
    if (!state.visible || shown) return;
    shown = { banner: bannerElement(state), canPrompt: state.canPrompt };
    place(shown.banner);
  });
}

/** The browser's own online and offline events (the landing page has no API client to correct them). */
function browserOnlineSource(win: Window): OnlineSource {
  return {
    isOnline: () => win.navigator.onLine,
    subscribe(onChange) {
      win.addEventListener('online', onChange);
      win.addEventListener('offline', onChange);
      return () => {
        win.removeEventListener('online', onChange);
        win.removeEventListener('offline', onChange);
      };
    },
  };
}

function bannerElement(options: {
  platform: InstallPlatform;
  canPrompt: boolean;
  dismiss: () => void;
  install: () => Promise<void>;
}): HTMLElement {
  const close = element('button', { type: 'button', class: styles.close, 'aria-label': TEXT.close }, [
    strokeIcon(18, [CLOSE_PATH]),
  ]);
  close.addEventListener('click', options.dismiss);
  const header = element('div', { class: styles.header }, [
    element('img', { class: styles.mark, src: '/favicon.svg', alt: '', width: '40', height: '40' }),
    element('div', { class: styles.text }, [
      element('h2', { id: TITLE_ID, class: styles.title }, [TEXT.title]),
      element('p', { class: styles.lead }, [TEXT.lead]),
    ]),
    close,
  ]);
  const banner = element('aside', { class: styles.banner, 'aria-labelledby': TITLE_ID }, [header]);
  banner.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') options.dismiss();
  });
  if (options.canPrompt) {
    const install = button('primary', TEXT.install);
    install.addEventListener('click', () => void options.install());
    banner.append(install);
  } else {
    banner.append(...stepsToggle(options.platform));
  }
  return banner;
}

function button(variant: 'primary' | 'secondary', label: string): HTMLButtonElement {
  const classes = [buttonStyles.button, buttonStyles[variant], '', styles.action];
  return element('button', { type: 'button', class: classes.join(' ') }, [label]);
}

/** "Show me how" and the steps it reveals (InstallSteps). */
function stepsToggle(platform: InstallPlatform): [HTMLButtonElement, HTMLElement] {
  const toggle = button('secondary', TEXT.showSteps);
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', STEPS_ID);
  const steps = element('div', { id: STEPS_ID, class: styles.steps });
  steps.hidden = true;
  toggle.addEventListener('click', () => {
    const expanded = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(expanded));
    toggle.textContent = expanded ? TEXT.hideSteps : TEXT.showSteps;
    steps.hidden = !expanded;
    steps.replaceChildren(...(expanded ? stepSets(platform) : []));
  });
  return [toggle, steps];
}

function stepSets(platform: InstallPlatform): HTMLElement[] {
  const sets = instructionsFor(platform);
  return sets.map((set) =>
    element('section', { class: styles.stepSet, 'aria-label': set.title }, [
      ...(sets.length > 1 ? [element('h3', { class: styles.stepTitle }, [set.title])] : []),
      element(
        'ol',
        { class: styles.stepList },
        set.steps.map((step) => element('li', {}, [step])),
      ),
    ]),
  );
}
