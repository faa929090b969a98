import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Docbox documentation" description={siteConfig.tagline}>
      <main className="container margin-vert--xl">
        <h1>Docbox</h1>
        <p>{siteConfig.tagline}</p>
        <Link className="button button--primary" to="/docs/guides/intro">
          Get started
        </Link>{' '}
        <Link className="button button--secondary" to="/docs/api/docbox">
          API reference
        </Link>
      </main>
    </Layout>
  );
}
