import type {ComponentProps, ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import PageActions from '@site/src/components/PageActions';
import styles from './styles.module.css';

type Props = ComponentProps<typeof DocBreadcrumbs>;

/**
 * The page header of guides, category pages and API pages, just above the title: the breadcrumbs,
 * on one line that never wraps (long ones are shortened with an ellipsis), then on a row of their
 * own "Copy page", "View as Markdown" and "Copy MCP config". The header has the same height on
 * every page, so the title never moves from page to page (issue 44); sharing one row on a desktop
 * cut the breadcrumbs of the deeper guides down to a letter or two.
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <PageActions className={styles.actions} />
    </div>
  );
}
