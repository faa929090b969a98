import {createElement, isValidElement, useCallback, useState, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import {serveLinksOf, stopServingLinksOf} from './links';
import {isHydrating} from '@site/src/utils/hydration';

type Props = {
  /** The element the Markdown block renders as (`p`, `ul`, `ol`, `table`, `blockquote`, `h2` to `h6`). */
  tag: string;
  children: ReactNode;
};

/**
 * A block of prose that keeps the server's HTML instead of being hydrated
 * (`src/remark/deferHydration.ts` wraps the blocks that hold nothing interactive).
 *
 * On the server, and after a client-side navigation, the block renders as usual. While React
 * hydrates a page loaded from the server, it renders the same element with an empty
 * `dangerouslySetInnerHTML`: React keeps an element's server content then, so none of the
 * block's links, code spans and table cells become components, and the page's hydration and its
 * commit cover the rest of the page only. What the block's links did through React is done for
 * all blocks by listeners on the document (`./links.ts`): a click on a link to another page of
 * the site goes through the router (no full reload), hovering or touching one loads its page,
 * and links scrolled into view are prefetched. Links elsewhere, with a modifier key, or to a new
 * tab are left to the browser.
 */
export default function DeferredHydration({tag, children}: Props): ReactNode {
  const [fromServer, setFromServer] = useState(isHydrating);
  const history = useHistory();
  // A ref callback, not an effect: it runs in the commit without scheduling an effect per block.
  const serve = useCallback(
    (block: HTMLElement | null) => {
      if (!block) return undefined;
      // No server content: React gave up hydrating (a mismatch elsewhere makes it render the page
      // afresh), so the block renders its content itself.
      if (!block.firstChild) {
        setFromServer(false);
        return undefined;
      }
      serveLinksOf(block, (path) => history.push(path));
      return () => stopServingLinksOf(block);
    },
    [history],
  );

  const element = isValidElement(children) ? (children as ReactElement<{children?: ReactNode; id?: string; className?: string}>) : undefined;
  const isHeading = /^h[2-6]$/.test(tag);
  // The theme's `Heading` adds these classes to a heading with an id (and its `#` link inside).
  const anchorTargetClassName = useAnchorTargetClassName(isHeading ? element?.props.id : undefined);

  if (!fromServer || !element) return children;
  // The Markdown element's own attributes (an ordered list's `start`, a heading's `id`), without its content.
  const {children: content, ...attributes} = element.props;
  void content;
  const className = isHeading && attributes.id ? clsx('anchor', anchorTargetClassName, attributes.className) : attributes.className;
  return createElement(tag, {...attributes, className, ref: serve, suppressHydrationWarning: true, dangerouslySetInnerHTML: {__html: ''}});
}
