import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import DocItemTOCMobile, {TocBelowTitle} from '@site/src/theme/DocItem/TOC/Mobile';
import {StaleNote} from '@site/src/components/PageMeta';
import {freshnessOf} from '@site/src/components/PageMeta/freshness';

type Props = {readonly children: ReactNode};

/**
 * The page's content, as the theme's (a title from front matter unless the Markdown has its own
 * H1), with what the theme put above the title moved below it, so the title sits at the same
 * height on every guide and API page: the phone's "On this page" (./TOC/Mobile) and the note
 * when the page was checked against an older release than the newest.
 */
export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter, contentTitle, toc} = useDoc();
  const syntheticTitle = !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
  const hasToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  const belowTitle = (
    <>
      {hasToc && (
        <TocBelowTitle.Provider value>
          <DocItemTOCMobile />
        </TocBelowTitle.Provider>
      )}
      <StaleNote freshness={freshnessOf(frontMatter as Record<string, unknown>)} />
    </>
  );
  // Inside the header, the search index leaves them out of the page's first section, as before.
  // A page whose Markdown has its own H1 has no header: there they stay above the content.
  return (
    <>
      {!syntheticTitle && belowTitle}
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        {syntheticTitle && (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
            {belowTitle}
          </header>
        )}
        <MDXContent>{children}</MDXContent>
      </div>
    </>
  );
}
