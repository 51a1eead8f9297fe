import type { InstallPlatform } from './device.ts';
import styles from './InstallBanner.module.css';
import { instructionsFor } from './install-instructions.ts';

/** Numbered home-screen steps for this browser, or for each browser when we cannot tell which it is. */
export function InstallSteps({ platform }: { platform: InstallPlatform }) {
  const sets = instructionsFor(platform);
  return sets.map((set) => (
    <section key={set.platform} className={styles.stepSet} aria-label={set.title}>
      {sets.length > 1 && <h3 className={styles.stepTitle}>{set.title}</h3>}
      <ol className={styles.stepList}>
        {set.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  ));
}
