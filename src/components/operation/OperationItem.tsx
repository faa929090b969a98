import {useMemo, type ReactNode} from 'react';
import {DocProvider, useDoc} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import ContentVisibility from '@theme/ContentVisibility';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import ConnectionPanel from '@site/src/components/ConnectionPanel';
import {useConnection} from '@site/src/components/ConnectionPanel/store';
import {PageFreshness, StaleNote} from '@site/src/components/PageMeta';
import {freshnessOf} from '@site/src/components/PageMeta/freshness';
import Island from './Island';

type OperationFrontMatter = {api: string};

/**
 * The docs page around an operation (breadcrumbs, content, footer, previous and next), without
 * a table of contents: operation pages hide it. Its footer and paginator line up under the
 * description, not under the samples.
 */
function OperationLayout({children}: {children: ReactNode}): ReactNode {
  const {metadata} = useDoc();
  return (
    <div className="row">
      <div className="col">
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <div className="operation-page">
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            <DocItemContent>{children}</DocItemContent>
            <div className="row">
              <div className="col col--7">
                <DocItemFooter />
              </div>
            </div>
          </article>
          <div className="row">
            <div className="col col--7">
              <DocItemPaginator />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * An operation page: the page's Markdown (title, method and path, description, parameters, body
 * and responses, all the site's own components) on the left, request samples on the right. Only
 * the request panel needs the operation, and it unpacks it when it goes live. `theme-api-markdown`
 * marks the row as an operation's (scripts/build/finalize-build.ts, tests/support/page-types.ts).
 */
export default function OperationItem(props: Props): ReactNode {
  const MDXComponent = props.content;
  const {api} = MDXComponent.frontMatter as unknown as OperationFrontMatter;
  // A reader who set their own server sees the samples with it: the request panel goes live.
  const {set: personalised} = useConnection();
  // The same element across renders, so that the reader's connection arriving after hydration
  // re-renders the request panel, not the whole description with its parts.
  const description = useMemo(() => <MDXComponent />, [MDXComponent]);
  const {metadata} = props.content;
  const freshness = freshnessOf(MDXComponent.frontMatter as Record<string, unknown>);
  return (
    <DocProvider content={props.content}>
      <HtmlClassNameProvider className={`docs-doc-id-${props.content.metadata.id}`}>
        <DocItemMetadata />
        <OperationLayout>
          <div className="row theme-api-markdown">
            <div className="col col--7 operation-page__main">
              <StaleNote freshness={freshness} />
              {description}
              <PageFreshness lastUpdatedAt={metadata.lastUpdatedAt} freshness={freshness} title={metadata.title} />
            </div>
            <div className="col col--5 operation-page__samples">
              {/* The samples' heading, with the "Your server" control on its row. */}
              <ConnectionPanel />
              {/* The reader's sample language is shown from the server's HTML (RequestSamples' script):
                  the part goes live only when used, or when the reader's own server is to be shown. */}
              <Island part="RequestPanel" props={{packedOperation: api}} liveNow={personalised} />
            </div>
          </div>
        </OperationLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
