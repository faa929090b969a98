import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MetadataType>;

/**
 * The theme's page metadata, with the page's sidebar label added to its keywords when the label
 * differs from the title: search indexes the keywords as page-level matches, so a reader who
 * types what the sidebar says ("Docker Compose") finds the page.
 */
export default function MetadataWithSidebarLabel(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const label = frontMatter.sidebar_label;
  const keywords = [...(frontMatter.keywords ?? [])];
  if (label && label !== metadata.title && !keywords.includes(label)) keywords.push(label);
  return (
    <>
      <Metadata {...props} />
      {keywords.length > 0 && keywords.length !== (frontMatter.keywords ?? []).length && (
        <Head>
          <meta name="keywords" content={keywords.join(', ')} />
        </Head>
      )}
    </>
  );
}
