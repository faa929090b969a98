import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import LandingHero from '@site/src/components/LandingHero';
import LandingFeatures from '@site/src/components/LandingFeatures';
import LandingScopes from '@site/src/components/LandingScopes';
import LandingGateway from '@site/src/components/LandingGateway';
import LandingProcessing from '@site/src/components/LandingProcessing';
import LandingSearch from '@site/src/components/LandingSearch';
import LandingUploads from '@site/src/components/LandingUploads';
import LandingSelfHost from '@site/src/components/LandingSelfHost';
import LandingQuickStart from '@site/src/components/LandingQuickStart';
import LandingExplore from '@site/src/components/LandingExplore';
import {page} from '@site/src/data/landing';
import styles from './index.module.css';

/** The landing page. Its wording lives in src/data/landing.ts. */
export default function Home(): ReactNode {
  return (
    <Layout title={page.title} description={page.description}>
      <main className={styles.main}>
        <LandingHero />
        <LandingFeatures />
        <LandingScopes />
        <LandingGateway />
        <LandingProcessing />
        <LandingSearch />
        <LandingUploads />
        <LandingSelfHost />
        <LandingQuickStart />
        <LandingExplore />
      </main>
    </Layout>
  );
}
