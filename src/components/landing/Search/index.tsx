import type {ReactNode} from 'react';
import LandingSection, {LandingPoints} from '@site/src/components/landing/Section';
import SearchArt from '@site/src/components/landing/art/SearchArt';
import {search} from '@site/src/data/landing';
import styles from './styles.module.css';

/** Page-level full-text search and the backends behind it. */
export default function LandingSearch(): ReactNode {
  return (
    <LandingSection id={search.id} title={search.title} lead={search.lead} art={<SearchArt {...search.art} />} flip tinted>
      <LandingPoints items={search.points} />
      <h3 className={styles.subtitle}>{search.backendsTitle}</h3>
      <ul className={styles.backends}>
        {search.backends.map((backend) => (
          <li key={backend.name} className={styles.backend}>
            <strong>{backend.name}</strong>
            <span>{backend.text}</span>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
