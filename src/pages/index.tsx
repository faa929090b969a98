import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import LandingHero from '@site/src/components/landing/Hero';
import LandingFeatures from '@site/src/components/landing/Features';
import LandingScopes from '@site/src/components/landing/Scopes';
import LandingGateway from '@site/src/components/landing/Gateway';
import LandingProcessing from '@site/src/components/landing/Processing';
import LandingSearch from '@site/src/components/landing/Search';
import LandingUploads from '@site/src/components/landing/Uploads';
import LandingSelfHost from '@site/src/components/landing/SelfHost';
import LandingQuickStart from '@site/src/components/landing/QuickStart';
import LandingExplore from '@site/src/components/landing/Explore';
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
