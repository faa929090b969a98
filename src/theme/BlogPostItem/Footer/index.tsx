import type {ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {ReportProblem} from '@site/src/components/PageMeta';

type Props = WrapperProps<typeof FooterType>;

/** A release note's footer (its "Last updated" date from git), and "Report a problem with this page" on the post's own page. */
export default function FooterWithReport(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && (
        <div className="margin-top--sm">
          <ReportProblem title={metadata.title} />
        </div>
      )}
    </>
  );
}
