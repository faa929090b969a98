import React, {useEffect, useLayoutEffect, useMemo, useState, type ReactNode} from 'react';
import StaticCodeBlock from '@site/src/components/StaticCodeBlock';
import {highlighterNow, loadHighlighter, type Highlight} from './loadHighlighter';

interface Props {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
}

// Empty on purpose: React leaves the server's lines in place when it hydrates an element whose
// inner HTML is set, and does not touch them while the value stays the same.
const LINES_FROM_SERVER = '';

// Set in the commit that hydrates the first code blocks: any block rendered after it is new.
let firstCommitDone = false;

/** True while React hydrates the page the server rendered (Docusaurus flips the attribute after). */
const hydrating = () =>
  !firstCommitDone && typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated === 'false';

/**
 * The API pages' code blocks (request samples, response examples), used by the API theme and
 * src/components/RequestSamples. Markdown code blocks are highlighted at build time instead
 * (src/theme/MDXComponents/Code.tsx).
 *
 * Not a wrapper of the theme's code block: that one highlights every block again in the browser
 * and renders it a second time after hydration to apply the colour mode's inline colours. Here
 * the server highlights the blocks with CSS classes for both colour modes, the browser keeps
 * those lines, and Prism is loaded only for a block whose code is new (another response tab,
 * another page), which shows as plain text until it is highlighted.
 */
export default function CodeBlock({children, language, className, title}: Props): ReactNode {
  const code = React.Children.toArray(children).join('').replace(/\r?\n$/, '');
  const lang = language ?? className?.match(/language-(\S+)/)?.[1];
  const [serverCode] = useState(() => (hydrating() ? code : undefined));
  const [highlight, setHighlight] = useState<Highlight | undefined>(highlighterNow);
  const fromServer = code === serverCode;
  useLayoutEffect(() => {
    firstCommitDone = true;
  }, []);
  useEffect(() => {
    if (fromServer || highlight) return;
    let current = true;
    void loadHighlighter().then((loaded) => current && setHighlight(() => loaded));
    return () => {
      current = false;
    };
  }, [fromServer, highlight]);
  const html = useMemo(
    () => (fromServer ? LINES_FROM_SERVER : highlight?.(code, lang)),
    [fromServer, highlight, code, lang],
  );
  return <StaticCodeBlock code={code} html={html} language={lang} title={title} />;
}
