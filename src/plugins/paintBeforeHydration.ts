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
 * The same script lets the search shortcuts focus the navbar search box before hydration, and
 * makes again, once the page is live, the last click on a button or tab that came before it.
 *
 * The boot script is the same on every page, so one CSP hash allows it (scripts/build/lib/csp.ts).
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
  // A button or tab clicked before React has taken the page over (its root is not created yet)
  // would do nothing: the last such click is made again once the page has hydrated. Later clicks
  // are React's own to handle, or to replay, except in an operation page's request samples (an
  // island, src/components/operation/Island.tsx) until the page
  // has hydrated: their server HTML is not React's, so React replays nothing there. React may
  // render a part afresh as it hydrates (the tabs do), so the element is found again by its place
  // in the page.
  'var early=null,app=document.getElementById("__docusaurus");' +
  'function owns(node,prefix){for(var key in node)if(key.indexOf(prefix)===0)return true;return false}' +
  'function placeOf(node){var path=[];for(;node&&node!==app;node=node.parentElement)path.unshift([].indexOf.call(node.parentElement.children,node));return path}' +
  'document.addEventListener("click",function(e){' +
  'var t=e.target&&e.target.closest&&e.target.closest("button,[role=tab]");' +
  'if(owns(app,"__reactContainer")&&!(t&&t.closest(".operation-island")&&document.documentElement.getAttribute("data-has-hydrated")!=="true"))t=null;' +
  'if(t&&!t.disabled&&app.contains(t))early={path:placeOf(t),text:t.textContent}},true);' +
  'new MutationObserver(function(list,observer){' +
  'if(document.documentElement.getAttribute("data-has-hydrated")!=="true")return;observer.disconnect();' +
  'var tries=0;(function replay(){if(!early||++tries>100)return;' +
  'var t=app;early.path.forEach(function(i){t=t&&t.children[i]});' +
  // Wait while the element is not there yet, or React still has to attach its handlers.
  'if(t&&t.textContent===early.text&&t.matches("button,[role=tab]")){' +
  'var managed=t;while(managed!==app&&!owns(managed,"__reactFiber"))managed=managed.parentElement;' +
  'if(managed===t?owns(t,"__reactProps"):managed!==app){early=null;return t.click()}}' +
  'setTimeout(replay,50)})()' +
  '}).observe(document.documentElement,{attributes:true,attributeFilter:["data-has-hydrated"]});' +
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
