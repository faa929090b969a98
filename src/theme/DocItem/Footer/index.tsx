import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TagsListInline from '@theme/TagsListInline';
import {PageFreshness} from '@site/src/components/PageMeta';
import {freshnessOf} from '@site/src/components/PageMeta/freshness';

/**
 * The end of a guide or API page: its tags, if any, then when it last changed (git), the Docbox
 * release it was checked against (front matter) and "Report a problem with this page". It takes
 * the place of the theme's footer, whose "Last updated on …" row it words and extends.
 */
export default function DocItemFooter(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {lastUpdatedAt, tags} = metadata;
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      {tags.length > 0 && (
        <div className={clsx('row margin-top--sm', ThemeClassNames.docs.docFooterTagsRow)}>
          <div className="col">
            <TagsListInline tags={tags} />
          </div>
        </div>
      )}
      <PageFreshness lastUpdatedAt={lastUpdatedAt} freshness={freshnessOf(frontMatter as Record<string, unknown>)} title={metadata.title} />
    </footer>
  );
}
