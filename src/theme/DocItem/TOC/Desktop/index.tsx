import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TOCItems from '@theme/TOCItems';
import KeptOnPhones from '@site/src/components/KeptOnPhones';
import {ReportProblem} from '@site/src/components/PageMeta';
import {freshnessOf} from '@site/src/components/PageMeta/freshness';
// The theme's own module, so the class names are the ones the server rendered.
import styles from '@docusaurus/theme-classic/lib/theme/TOC/styles.module.css';

/**
 * The desktop table of contents, as the theme's `TOC` renders it (its root's class, its items),
 * not hydrated on phones (`KeptOnPhones`). Under the items, inside the same root, "Report a
 * problem with this page": it stays in view as the reader scrolls, so the issue it opens names
 * the section they are reading.
 */
export default function DocItemTOCDesktopWrapper(): ReactNode {
  const {toc, frontMatter, metadata} = useDoc();
  const className = clsx(styles.tableOfContents, 'thin-scrollbar', ThemeClassNames.docs.docTocDesktop);
  return (
    <KeptOnPhones className={className}>
      <div className={className}>
        <TOCItems
          toc={toc}
          minHeadingLevel={frontMatter.toc_min_heading_level}
          maxHeadingLevel={frontMatter.toc_max_heading_level}
          linkClassName="table-of-contents__link toc-highlight"
          linkActiveClassName="table-of-contents__link--active"
        />
        <p className="report-in-toc" data-report-in-view="">
          <ReportProblem title={metadata.title} checkedAgainst={freshnessOf(frontMatter as Record<string, unknown>).checkedAgainst} />
        </p>
      </div>
    </KeptOnPhones>
  );
}
