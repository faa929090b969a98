import type {Config} from '@docusaurus/types';

/**
 * A broken link, anchor or markdown link fails the build, and Docusaurus names the page and
 * the link. Shared with the fixture site in tests/fixtures/broken-links-site, whose build must
 * fail the same way.
 */
export const buildIntegrity = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
} satisfies Partial<Config>;
