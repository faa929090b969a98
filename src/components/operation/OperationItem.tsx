import {useMemo, type ReactNode} from 'react';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import ApiItemLayout from '@theme/ApiItem/Layout';
import ConnectionPanel from '@site/src/components/ConnectionPanel';
import {useConnection} from '@site/src/components/ConnectionPanel/store';
import {PageFreshness, StaleNote} from '@site/src/components/PageMeta';
import {freshnessOf} from '@site/src/components/PageMeta/freshness';
import Island from './Island';

type OperationFrontMatter = {api: string};

/**
 * An operation page: the page's Markdown (title, method and path, description, parameters, body
 * and responses) on the left, request samples on the right, in the API theme's layout and classes.
 * The theme's own page component built a Redux store and unpacked the operation on every page
 * load; here only the request panel needs the operation, and it unpacks it when it goes live.
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
        <ApiItemLayout>
          <div className="row theme-api-markdown">
            <div className="col col--7 openapi-left-panel__container">
              <StaleNote freshness={freshness} />
              {description}
              <PageFreshness lastUpdatedAt={metadata.lastUpdatedAt} freshness={freshness} title={metadata.title} />
            </div>
            <div className="col col--5 openapi-right-panel__container">
              {/* The samples' heading, with the "Your server" control on its row. */}
              <ConnectionPanel />
              {/* The reader's sample language is shown from the server's HTML (RequestSamples' script):
                  the part goes live only when used, or when the reader's own server is to be shown. */}
              <Island part="RequestPanel" props={{packedOperation: api}} liveNow={personalised} />
            </div>
          </div>
        </ApiItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
