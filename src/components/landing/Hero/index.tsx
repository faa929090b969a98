import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import HeroArt from '@site/src/components/landing/art/HeroArt';
import {hero} from '@site/src/data/landing';
import styles from './styles.module.css';

/** Top of the landing page: logo, the one-line statement (the page's only h1) and the two calls to action. */
export default function LandingHero(): ReactNode {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          <div className={styles.logo}>
            <ThemedImage
              alt={hero.logoAlt}
              width={180}
              height={48}
              sources={{light: useBaseUrl('/img/logo.svg'), dark: useBaseUrl('/img/logo-dark.svg')}}
            />
          </div>
          <h1 className={styles.title}>{hero.title}</h1>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to={hero.primary.to}>
              {hero.primary.label}
            </Link>
            <Link className="button button--outline button--primary button--lg" to={hero.secondary.to}>
              {hero.secondary.label}
            </Link>
          </div>
          <ul className={styles.facts}>
            {hero.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </div>
        <div className={styles.art}>
          <HeroArt label={hero.art.label} />
        </div>
      </div>
    </div>
  );
}
