import type {ReactNode} from 'react';

// Stands in for @docusaurus/BrowserOnly inside the API theme's page parts (src/plugins/apiServerRendering.ts):
// the content is rendered on the server as well, so it is in the HTML and is hydrated, not mounted.
export default function RenderedEverywhere({children}: {children?: () => ReactNode; fallback?: ReactNode}): ReactNode {
  return children?.() ?? null;
}
