import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {StaleNote} from '@site/src/components/PageMeta';
import {freshnessOf} from '@site/src/components/PageMeta/freshness';

type Props = WrapperProps<typeof ContentType>;

/** The page's content, after a note when it was checked against an older release than the newest. */
export default function ContentWithStaleNote(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  return (
    <>
      <StaleNote freshness={freshnessOf(frontMatter as Record<string, unknown>)} />
      <Content {...props} />
    </>
  );
}
