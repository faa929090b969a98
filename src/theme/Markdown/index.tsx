import type {ReactNode} from 'react';
import {marked} from 'marked';

/**
 * Renders the Markdown of API descriptions (parameters, schemas, responses).
 *
 * Replaces the API theme's renderer (react-markdown with remark and rehype plugins, about a
 * third of an operation page's JavaScript) with `marked`, a fraction of the size. The input is
 * our own OpenAPI description, so raw HTML in it is trusted.
 */
export default function Markdown({children}: {children?: string}): ReactNode {
  if (!children) return null;
  const html = marked.parse(children, {async: false, gfm: true});
  return <div className="openapi-markdown" dangerouslySetInnerHTML={{__html: html}} />;
}
