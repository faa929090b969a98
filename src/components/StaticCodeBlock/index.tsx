import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import Title from '@theme/CodeBlock/Title';
import {useWordWrapWhenVisible} from './useWordWrapWhenVisible';
import styles from './styles.module.css';

export interface StaticCodeBlockProps {
  /** The code a reader copies. */
  code: string;
  /**
   * The highlighted lines (src/components/StaticCodeBlock/tokenLines.ts), made when the site was
   * built for Markdown, when the page is rendered for the API pages (src/theme/CodeBlock).
   * Without them the code is shown as plain text.
   */
  html?: string;
  language?: string;
  title?: ReactNode;
  lineNumbersStart?: number;
}

/**
 * A code block with highlighted lines made ahead of time: the markup of the theme's code block (so
 * its copy and word-wrap buttons work unchanged) without shipping Prism, and without re-rendering
 * every block on load to switch the colour mode, because token colours are CSS classes.
 */
export default function StaticCodeBlock({code, html, language, title, lineNumbersStart}: StaticCodeBlockProps) {
  // The copy and word-wrap buttons are rendered once the reader reaches for the block: they are
  // invisible until it is hovered or focused, and rendering them for every block as the page
  // became live (the theme's buttons wait for the browser, so they are never in the server's
  // HTML) was one long task after hydration on a guide with a dozen blocks.
  const [buttonsWanted, setButtonsWanted] = useState(false);
  const wantButtons = useCallback(() => setButtonsWanted(true), []);
  const whenReached = buttonsWanted ? undefined : wantButtons;
  const containerRef = useRef<HTMLDivElement>(null);
  // Reached for before the page was live: a touch leaves the block hovered, a key the focus in it.
  useEffect(() => {
    const container = containerRef.current;
    if (container && (container.matches(':hover') || container.contains(document.activeElement))) setButtonsWanted(true);
  }, []);
  const wordWrap = useWordWrapWhenVisible(buttonsWanted);
  const languageClass = language ? `language-${language}` : undefined;
  const metadata = useMemo<CodeBlockMetadata>(
    () => ({
      code,
      codeInput: code,
      className: languageClass ?? '',
      language: language ?? 'text',
      title,
      lineNumbersStart,
      lineClassNames: {},
    }),
    [code, languageClass, language, title, lineNumbersStart],
  );
  const numbered = lineNumbersStart !== undefined;
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div
        ref={containerRef}
        className={clsx(ThemeClassNames.common.codeBlock, 'docbox-code-block', styles.container, languageClass)}
        // A pointer over any part of the block, a keyboard focus on its lines, a touch.
        onPointerOver={whenReached}
        onFocus={whenReached}
        onTouchStart={whenReached}>
        {title && (
          <div className={styles.title}>
            <Title>{title}</Title>
          </div>
        )}
        <div className={styles.content}>
          <pre
            ref={wordWrap.codeBlockRef}
            // Focusable so that keyboard users can scroll long lines.
            tabIndex={0}
            className={clsx('prism-code', languageClass, styles.pre, 'thin-scrollbar')}
            style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}>
            {html === undefined ? (
              <code className={clsx(styles.lines, numbered && styles.numbered)}>
                {code.split('\n').map((line, index) => (
                  <div key={index} className="token-line">
                    {line}
                    <br />
                  </div>
                ))}
              </code>
            ) : (
              <code className={clsx(styles.lines, numbered && styles.numbered)} dangerouslySetInnerHTML={{__html: html}} />
            )}
          </pre>
          {buttonsWanted && <Buttons />}
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}
