import type {ReactNode} from 'react';
import LandingSection from '@site/src/components/landing/Section';
import LandingText from '@site/src/components/landing/Text';
import LandingIcon from '@site/src/components/landing/art/LandingIcon';
import {features} from '@site/src/data/landing';
import styles from './styles.module.css';

/** Overview grid: one card per capability. */
export default function LandingFeatures(): ReactNode {
  return (
    <LandingSection id={features.id} title={features.title} lead={features.lead} link={features.link} tinted>
      <ul className={styles.grid}>
        {features.items.map((item) => (
          <li key={item.title} className={styles.card}>
            <span className={styles.icon}>
              <LandingIcon name={item.icon} />
            </span>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>
              <LandingText text={item.text} />
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
