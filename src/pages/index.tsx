import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import LandingHero from '@site/src/components/landing/Hero';
import LandingFeatures from '@site/src/components/landing/Features';
import LandingExplore from '@site/src/components/landing/Explore';
import {page} from '@site/src/data/landing';
import styles from './index.module.css';

/**
 * The landing page: it routes. The first screen leads to the two journeys (run Docbox, build on
 * it); below are what Docbox does in short and links into the rest of the site. Its wording lives
 * in src/data/landing.ts; the longer explanations live in the Introduction and the concept pages.
 */
export default function Home(): ReactNode {
  return (
    <Layout title={page.title} description={page.description}>
      <main className={styles.main}>
        <LandingHero />
        <LandingFeatures />
        <LandingExplore />
      </main>
    </Layout>
  );
}
