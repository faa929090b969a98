import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {ThemeClassNames} from '@docusaurus/theme-common';
import TagsListInline from '@theme/TagsListInline';
import ReadMoreLink from '@theme/BlogPostItem/Footer/ReadMoreLink';
import {PageFreshness} from '@site/src/components/PageMeta';
import {freshnessOf} from '@site/src/components/PageMeta/freshness';

/**
 * A release note's footer: its tags, then, on the post's own page, when its source last changed
 * (git), "Report a problem with this page" and, if its front matter has `checked_how`, "How this
 * page is checked", in the guides' words (src/components/PageMeta);
 * in a list, its tags and "Read more". It takes the place of the theme's footer, whose "Last
 * updated" row (and the edit-link code it brings) the site does not use.
 */
export default function BlogPostItemFooter(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {tags, title, hasTruncateMarker, lastUpdatedAt, permalink, frontMatter} = metadata;
  const truncated = !isBlogPostPage && hasTruncateMarker;
  if (isBlogPostPage) {
    return (
      <footer className="docusaurus-mt-lg">
        {tags.length > 0 && (
          <div className={clsx('row', 'margin-top--sm', ThemeClassNames.blog.blogFooterEditMetaRow)}>
            <div className="col">
              <TagsListInline tags={tags} />
            </div>
          </div>
        )}
        <PageFreshness lastUpdatedAt={lastUpdatedAt} freshness={freshnessOf(frontMatter as Record<string, unknown>)} title={title} />
      </footer>
    );
  }
  if (tags.length === 0 && !truncated) return null;
  return (
    <footer className="row docusaurus-mt-lg">
      {tags.length > 0 && (
        <div className={clsx('col', {'col--9': truncated})}>
          <TagsListInline tags={tags} />
        </div>
      )}
      {truncated && (
        <div className={clsx('col text--right', {'col--3': tags.length > 0})}>
          <ReadMoreLink blogPostTitle={title} to={permalink} />
        </div>
      )}
    </footer>
  );
}
