import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import HeroArt from '@site/src/components/landing/art/HeroArt';
import LandingIcon from '@site/src/components/landing/art/LandingIcon';
import LandingText from '@site/src/components/landing/Text';
import {hero, journeys} from '@site/src/data/landing';
import styles from './styles.module.css';

/**
 * Top of the landing page: logo, the one-line statement (the page's only h1) and the two
 * journeys, run Docbox and build on it, as cards that fit the first screen on a phone too.
 */
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
          <section id={journeys.id} aria-label={journeys.title}>
            <ul className={styles.journeys}>
              {journeys.items.map((journey, index) => (
                <li key={journey.title} className={styles.journey}>
                  <div className={styles.journeyHead}>
                    <LandingIcon name={journey.icon} size={24} />
                    <h2 className={styles.journeyTitle}>{journey.title}</h2>
                  </div>
                  <p className={styles.journeyText}>
                    <LandingText text={journey.text} />
                  </p>
                  {/* The link covers the whole card (styles.journeyLink::after). */}
                  <Link
                    to={journey.link.to}
                    className={`button button--${index === 0 ? 'primary' : 'secondary'} ${styles.journeyLink}`}>
                    {journey.link.label}
                    <span aria-hidden="true">{'\u00a0→'}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
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
