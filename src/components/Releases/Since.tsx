import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** The dates the release switch compares, as src/remark/releaseMarks.ts writes them. */
  marks?: string;
  /** `line`: the mark is a whole line (an operation's "Since Docbox …"), not a small label. */
  variant?: 'line';
  children?: ReactNode;
};

/**
 * "since 0.4.0" beside an entry of a reference page. Its text is made when the site is built
 * (src/remark/releaseMarks.ts); it renders the same for everyone and runs no code in the
 * browser: the release switch marks it (`data-release-state`, and the sentence in its hidden
 * note) once the reader has chosen a release.
 */
export default function Since({marks, variant, children}: Props): ReactNode {
  return (
    <span className={clsx(variant === 'line' ? styles.line : styles.since)} data-marks={marks}>
      {children}
      <span className={styles.srOnly} data-release-note="" />
    </span>
  );
}
