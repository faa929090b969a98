import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Marks a row of the upgrade table as a release: once the reader has chosen the release they
 * run, the release switch says whether they go through this one (`data-release-state`), and the
 * row is drawn accordingly. Its anchor (`#upgrade-0-8-0`) is what the upgrade notes link to.
 */
export default function UpgradeStep({release}: {release: string}): ReactNode {
  return (
    <span className={styles.step} data-upgrade-step={release} id={`upgrade-${release.replace(/\./g, '-')}`}>
      <span className={styles.srOnly} data-release-note="" />
    </span>
  );
}
