import MDXComponents from '@theme-original/MDXComponents';
import DeferredHydration from '@site/src/components/DeferredHydration';
import Since from '@site/src/components/Releases/Since';
import UpgradeStep from '@site/src/components/Releases/UpgradeStep';

/**
 * The theme's Markdown components, the one `src/remark/deferHydration.ts` wraps prose in, and the
 * release marks of the reference pages (`src/remark/releaseMarks.ts` fills them in), which render
 * plain HTML. The release switch and the upgrade notes run code in the browser: the pages that
 * show them import them, so only those pages load them.
 */
export default {
  ...MDXComponents,
  DeferredHydration,
  Since,
  UpgradeStep,
};
