import type {ComponentProps, ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import PageActions from '@site/src/components/PageActions';
import styles from './styles.module.css';

type Props = ComponentProps<typeof DocBreadcrumbs>;

/**
 * The breadcrumbs row of guides, category pages and API pages, with "Copy page" and "View as
 * Markdown" at its end, just above the page title.
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <PageActions className={styles.actions} />
    </div>
  );
}
