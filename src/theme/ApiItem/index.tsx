import type {ReactNode} from 'react';
import DocItem, {type Props} from '@theme/DocItem';
import {registeredOperationItem} from './operationRegistry';

/**
 * Every page of the API docs instance renders through here (config/api.ts). Operation pages get
 * the API theme's page (request panel, schema context); the overview, the section pages and the
 * API information page are plain docs and render as the guides do, without the theme's code,
 * store and CSS (about 70 KiB of JavaScript and 90 KiB of CSS they never used).
 */
export default function ApiItem(props: Props): ReactNode {
  // The plugin writes an operation's description, compressed, into its page's front matter.
  const {api} = props.content.frontMatter as {api?: unknown};
  if (!api) return <DocItem {...props} />;
  const OperationItem = registeredOperationItem();
  if (!OperationItem) {
    throw new Error(
      `${props.content.metadata.source}: an operation page without "import '@site/src/theme/ApiItem/operation'" (run npm run api:generate)`,
    );
  }
  return <OperationItem {...props} />;
}
