import {useState, type ReactNode} from 'react';
import {isHydratingOnPhone} from '@site/src/utils/hydration';

type Props = {
  /** The class of the element `children` render as, exactly as the server rendered it. */
  className: string;
  children: ReactNode;
};

/**
 * Desktop-only chrome that a phone keeps as the server's HTML instead of hydrating it.
 *
 * The server cannot know the window's width, so every docs page is rendered with the desktop
 * sidebar and table of contents; a phone hides them with CSS, and the theme unmounts them in the
 * re-render that follows hydration. Hydrating them first was work for nothing: on the
 * troubleshooting guide, 319 elements (the sidebar's 184, the table of contents' 135). While a
 * page hydrates at phone width this renders the same `<div>` with an empty
 * `dangerouslySetInnerHTML`, so React keeps its server content and runs none of the components
 * inside. Anywhere else (a desktop, a page opened
 * in the browser, a window that grows past the breakpoint later), it renders `children`.
 */
export default function KeptOnPhones({className, children}: Props): ReactNode {
  const [kept] = useState(isHydratingOnPhone);
  if (!kept) return children;
  return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
}
