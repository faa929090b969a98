import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageActions from '@site/src/components/PageActions';
import styles from './styles.module.css';

/**
 * A release note's header, with "Copy page", "View as Markdown" and "Copy MCP config" in a row
 * above the title, where the docs pages have them (post pages only, not the list).
 */
export default function HeaderWrapper(): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) return <Header />;
  return (
    <>
      <div className={styles.actions}>
        <PageActions />
      </div>
      <Header />
    </>
  );
}
