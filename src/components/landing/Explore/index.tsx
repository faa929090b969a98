import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {explore} from '@site/src/data/landing';
import styles from './styles.module.css';

/** Closing row of links into the rest of the site. */
export default function LandingExplore(): ReactNode {
  const headingId = `${explore.id}-title`;
  return (
    <section id={explore.id} aria-labelledby={headingId} className={styles.section}>
      <div className="container">
        <h2 id={headingId} className={styles.heading}>
          {explore.title}
        </h2>
        <ul className={styles.grid}>
          {explore.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.card}>
                <span className={styles.label}>
                  {link.label}
                  <span aria-hidden="true"> →</span>
                </span>
                <span className={styles.text}>{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
