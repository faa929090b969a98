/**
 * Docusaurus's client entry (@docusaurus/core/lib/client/clientEntry.js, v3.10) with the start-up
 * cut into tasks. The original evaluates React DOM, the route table, the theme's providers and
 * the client modules, then matches the route, all in the one task that runs the main bundle:
 * 60 ms on this machine, half a second on a slow phone, during which a tap does nothing. Here
 * each step runs in its own task (the modules stay in the main bundle: `webpackMode: "eager"`
 * adds no request), then the page hydrates as before, in a transition that React slices.
 *
 * Keep in step with the original on every Docusaurus upgrade (docs-dev/performance.md).
 */
import React, {startTransition, type ComponentType, type ReactNode} from 'react';
import type {Root} from 'react-dom/client';

declare global {
  interface Window {
    docusaurusRoot?: Root;
  }
}

/** Resolves in a new task, after the browser has had a chance to handle input and paint. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/**
 * Runs `load` (the route's preload) with each of its chunks' script elements added in a task of
 * its own. The bundler's loader adds them one after another in the task that asks for them: ten
 * on a guide, a 20 ms task in Lighthouse's trace. Adding one took 0.1 to 0.8 ms in a plain load
 * on this machine and 1 to 7 ms in Lighthouse's traced one, which is what the score is made of.
 */
async function loadScriptsInTasks(load: () => Promise<unknown>): Promise<void> {
  const loadScript = __webpack_require__.l;
  __webpack_require__.l = (...args) => void nextTask().then(() => loadScript(...args));
  try {
    await load();
  } finally {
    __webpack_require__.l = loadScript;
  }
}

async function start(): Promise<void> {
  // The task that compiled and ran this bundle ends here; React DOM's module runs in the next.
  await nextTask();
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{HelmetProvider}, {BrowserRouter, HashRouter}, {default: siteConfig}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
  ]);
  await nextTask();
  // What App imports, a part per task: the route table, the client modules, the theme's providers.
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  // Set before the client modules run, as the original sets it before anything else runs.
  const [{default: preload}, {default: docusaurus}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
  ]);
  window.docusaurus = docusaurus;
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager" */ '@theme/Root'),
    import(/* webpackMode: "eager" */ '@theme/ThemeProvider'),
    import(/* webpackMode: "eager" */ '@theme/SiteMetadata'),
  ]);
  await nextTask();
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await nextTask();

  const Router: ComponentType<{children?: ReactNode}> =
    siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const container = document.getElementById('__docusaurus')!;
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  await loadScriptsInTasks(() => preload(window.location.pathname));
  startTransition(() => {
    if (window.docusaurusRoot) window.docusaurusRoot.render(app);
    else if (process.env.HYDRATE_CLIENT_ENTRY) window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    else {
      window.docusaurusRoot = ReactDOM.createRoot(container, {onRecoverableError});
      window.docusaurusRoot.render(app);
    }
  });
}

void start();
