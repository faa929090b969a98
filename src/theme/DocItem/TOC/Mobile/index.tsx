import {createContext, useContext, type ReactNode} from 'react';
import DocItemTOCMobile from '@theme-original/DocItem/TOC/Mobile';

/** True inside the page content (src/theme/DocItem/Content), where the phone's "On this page" goes. */
export const TocBelowTitle = createContext(false);

/**
 * The phone's "On this page", shown below the page title (src/theme/DocItem/Content places it)
 * and not where the theme's layouts put it, between the breadcrumbs and the title: there it
 * pushed the title of a guide 50 px further down than an API page's, which has no contents list.
 */
export default function DocItemTOCMobileBelowTitle(): ReactNode {
  return useContext(TocBelowTitle) ? <DocItemTOCMobile /> : null;
}
