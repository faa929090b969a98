/**
 * Stands in for @docusaurus/theme-common's `utils/reactUtils` (src/plugins/codeSplitting.ts),
 * with `useShallowMemoObject` sorting an object's keys by plain comparison instead of
 * `localeCompare`. The navbar's secondary menu (the docs sidebar on a phone) calls it right after
 * hydration, and the page's first `localeCompare` loads the browser's collation data: 9 to 12 ms
 * on this machine in one task. Any fixed order does: the keys are sorted only so that the memo's
 * dependencies do not depend on the order the props were written in. The rest is the theme's own.
 */
import {useMemo} from 'react';

export {composeProviders, ReactContextError, useEvent, usePrevious} from '@docbox/theme-common-react-utils';

export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // The object is the memo's result; its entries are the dependencies.
  return useMemo(() => obj, deps.flat());
}
