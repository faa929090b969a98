import type {Config} from '@docusaurus/types';

/**
 * The Docusaurus future flags the site builds with, shared with the fixture sites of the build
 * tests (tests/fixtures/), so that they are built by the same bundler as the site.
 */
export const siteFuture = {
  // Not `v4: true`: its storage namespacing would rename the `theme` and
  // `docs-preferred-version-*` keys that the spec and readers' saved choices rely on.
  v4: {
    removeLegacyPostBuildHeadAttribute: true,
    useCssCascadeLayers: false,
    siteStorageNamespacing: false,
    fasterByDefault: true,
    mdx1CompatDisabledByDefault: false,
  },
  // Rspack, SWC and Lightning CSS: faster builds with the same output.
  faster: true,
} satisfies Config['future'];
