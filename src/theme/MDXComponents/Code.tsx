import React, {type ComponentProps} from 'react';
import CodeInline from '@theme/CodeInline';
import StaticCodeBlock from '@site/src/components/StaticCodeBlock';
import {codeProperties} from '@site/src/components/StaticCodeBlock/properties';

type Props = ComponentProps<'code'> & {
  [codeProperties.html]?: string;
  [codeProperties.title]?: string;
  [codeProperties.lineNumbersStart]?: string;
};

const isInline = (children: Props['children']) =>
  children !== undefined &&
  React.Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'));

/**
 * Markdown's `code`: inline code as the theme shows it, fenced blocks as build-time highlighted
 * blocks (src/remark/highlightCodeBlocks.ts). Not a wrapper of the theme's component on purpose:
 * that imports the theme's CodeBlock, and with it Prism, into every docs page.
 */
export default function MDXCode(props: Props) {
  const html = props[codeProperties.html];
  if (html === undefined && isInline(props.children)) return <CodeInline {...props} />;
  const start = props[codeProperties.lineNumbersStart];
  return (
    <StaticCodeBlock
      // Markdown's code element ends with a newline that is not part of the code.
      code={React.Children.toArray(props.children).join('').replace(/\r?\n$/, '')}
      html={html}
      language={props.className?.match(/language-(\S+)/)?.[1]}
      title={props[codeProperties.title]}
      lineNumbersStart={start === undefined ? undefined : Number(start)}
    />
  );
}
