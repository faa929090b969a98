import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import LandingText from '@site/src/components/landing/Text';
import type {LandingLink, RichText} from '@site/src/data/landing';
import styles from './styles.module.css';

/**
 * One landing-page section: an h2 with a lead paragraph and the section's own content on one
 * side, an illustration on the other. Below 997 px everything stacks, with the illustration
 * between the lead and the details.
 */
export default function LandingSection({
  id,
  title,
  lead,
  art,
  children,
  link,
  flip = false,
  wideArt = false,
  tinted = false,
}: {
  id: string;
  title: string;
  lead: RichText;
  /** The illustration (an ArtFrame drawing). */
  art?: ReactNode;
  children?: ReactNode;
  /** "Read more" link under the content. */
  link?: LandingLink;
  /** Put the illustration on the left on wide screens. */
  flip?: boolean;
  /** Give the illustration the wider column (for a code block, say). */
  wideArt?: boolean;
  /** Use the quieter background, to separate neighbouring sections. */
  tinted?: boolean;
}): ReactNode {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx(styles.section, tinted && styles.tinted)}>
      <div
        className={clsx(
          'container',
          styles.grid,
          art && styles.withArt,
          art && flip && styles.flip,
          art && wideArt && styles.wideArt,
        )}>
        <div className={styles.head}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.lead}>
            <LandingText text={lead} />
          </p>
        </div>
        {art && <div className={styles.art}>{art}</div>}
        {(children || link) && (
          <div className={styles.body}>
            {children}
            {link && (
              <p className={styles.more}>
                <LandingMoreLink link={link} />
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** A "read more" link whose arrow never wraps onto a line of its own. */
export function LandingMoreLink({link, className}: {link: LandingLink; className?: string}): ReactNode {
  const words = link.label.split(' ');
  const last = words.pop();
  return (
    <Link to={link.to} className={clsx(styles.moreLink, className)}>
      {words.length > 0 && `${words.join(' ')} `}
      <span className={styles.nowrap}>
        {last}
        <span aria-hidden="true">{'\u00a0→'}</span>
      </span>
    </Link>
  );
}
