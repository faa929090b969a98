import MDXComponents from '@theme-original/MDXComponents';
import DeferredHydration from '@site/src/components/DeferredHydration';
import Since from '@site/src/components/Releases/Since';
import UpgradeStep from '@site/src/components/Releases/UpgradeStep';
import ReleaseSwitch from '@site/src/components/Releases/ReleaseSwitch';
import UpgradeNotes from '@site/src/components/Releases/UpgradeNotes';

/**
 * The theme's Markdown components, the one `src/remark/deferHydration.ts` wraps prose in, and the
 * release marks of the reference pages (`src/remark/releaseMarks.ts` fills them in).
 */
export default {
  ...MDXComponents,
  DeferredHydration,
  Since,
  UpgradeStep,
  ReleaseSwitch,
  UpgradeNotes,
};
