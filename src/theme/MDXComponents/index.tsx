import MDXComponents from '@theme-original/MDXComponents';
import DeferredHydration from '@site/src/components/DeferredHydration';

/** The theme's Markdown components, and the one `src/remark/deferHydration.ts` wraps prose in. */
export default {
  ...MDXComponents,
  DeferredHydration,
};
