import type {ComponentProps, ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import PageActions from '@site/src/components/PageActions';
import styles from './styles.module.css';

type Props = ComponentProps<typeof DocBreadcrumbs>;

/**
 * The page header of guides, category pages and API pages, just above the title: the breadcrumbs,
 * on one line that never wraps (long ones are shortened with an ellipsis), then "Copy page",
 * "View as Markdown" and "Copy MCP config" (compact on a desktop). On a desktop both share one
 * row; below the theme's desktop width the actions get a row of their own. Either way the header
 * has the same height on every page, so the title never moves from page to page (issue 44).
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <PageActions className={styles.actions} compact />
    </div>
  );
}
