import type {ComponentProps, ReactNode} from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageActions from '@site/src/components/PageActions';
import styles from './styles.module.css';

type Props = ComponentProps<typeof Info>;

/** A release note's date line, with "Copy page" and "View as Markdown" at its end (post pages only). */
export default function InfoWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) return <Info {...props} />;
  return (
    <div className={styles.row}>
      <Info {...props} />
      <PageActions />
    </div>
  );
}
