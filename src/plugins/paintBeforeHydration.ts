import type {Plugin} from '@docusaurus/types';

/**
 * Paint the page before React hydrates it.
 *
 * Docusaurus starts its bundles with `<script defer>`, which run as soon as the HTML is parsed.
 * When the bundles are already downloaded, or the phone is slow, the browser then hydrates the
 * page before it paints the text it already has, and the reader sees a blank page for as long as
 * hydration takes (Lighthouse charged our guide pages' LCP with all of it). Here the template
 * preloads the bundles in <head> at low priority, so they download alongside the page as before
 * without holding up the CSS, and a small inline script at the end of <body> starts them once the
 * first contentful paint is on screen. A tab opened in the background never paints, so there they
 * start at once; a 3 s timer starts them should no paint ever be reported.
 *
 * The same script lets the search shortcuts focus the navbar search box before hydration.
 *
 * The boot script is the same on every page, so one CSP hash allows it (scripts/lib/csp.ts).
 */
export const bootScript =
  '(function(){' +
  'var booted=false;' +
  // Ctrl/Cmd+K and "/" reach the navbar search box before React has hydrated the page and
  // listens for them (src/theme/SearchBar); once it has, this listener removes itself.
  'document.addEventListener("keydown",function early(e){' +
  'if(document.documentElement.getAttribute("data-has-hydrated")==="true")return document.removeEventListener("keydown",early);' +
  'var k=e.key,t=e.target,typing=t&&t.tagName&&(/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)||t.isContentEditable);' +
  'if((k==="k"||k==="K")&&(e.ctrlKey||e.metaKey)&&!e.altKey||k==="/"&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&!typing){' +
  'var box=document.querySelector("input.navbar__search-input");if(box){e.preventDefault();box.focus()}}});' +
  'function boot(){if(booted)return;booted=true;' +
  'document.querySelectorAll("link[data-boot]").forEach(function(link){' +
  'var script=document.createElement("script");script.src=link.href;script.async=false;document.body.appendChild(script)})}' +
  'if(document.visibilityState==="hidden")return boot();' +
  // Paint entries are reported once the frame is presented; boot in the task after that.
  // Browsers without paint timing boot after the next frame instead.
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  'if(types.indexOf("paint")>=0)new PerformanceObserver(function(list,observer){' +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(boot,0)}' +
  '}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(boot,0)});' +
  'setTimeout(boot,3000)' +
  '})()';

/**
 * Docusaurus's own page template (@docusaurus/core/lib/ssg/ssgTemplate.html.js) with the bundles'
 * `<script defer>` tags turned into low-priority preloads that the boot script starts, in order.
 * It is part of the site config, which ships to the browser, so it is kept short.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((m) => { %><%~ m %><% }); %>
<%~ it.headTags %>
<% it.stylesheets.forEach((s) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= s %>" /><% }); %>
<% it.scripts.forEach((s) => { %><link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= s %>" data-boot><% }); %>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
</body>
</html>
`;

export default function paintBeforeHydrationPlugin(): Plugin {
  return {
    name: 'docbox-paint-before-hydration',
    injectHtmlTags() {
      return {postBodyTags: [{tagName: 'script', innerHTML: bootScript}]};
    },
  };
}
