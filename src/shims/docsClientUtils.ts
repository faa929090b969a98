/**
 * @docusaurus/plugin-content-docs's client utilities, with getActivePlugin sorting the docs
 * plugins' paths by plain string comparison instead of `localeCompare`. Every docs page calls it
 * while it hydrates (breadcrumbs, sidebar, navbar), and the first `localeCompare` of a page loads
 * the browser's collation data: 9 to 18 ms on this machine in the middle of hydration, for paths
 * like "/docs" and "/docs/api" that sort the same either way. Swapped in by
 * src/plugins/codeSplitting.ts for the plugin's own `./docsClientUtils` import.
 */
import {matchPath} from '@docusaurus/router';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {byPathDescending} from './docsPluginOrder';
export {
  getActiveDocContext,
  getActiveVersion,
  getDocVersionSuggestions,
  getLatestVersion,
} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export function getActivePlugin(
  allPluginData: Record<string, GlobalPluginData>,
  pathname: string,
  options: {failfast?: boolean} = {},
): {pluginId: string; pluginData: GlobalPluginData} | undefined {
  // Longest path first, so that '/docs/api/x' matches '/docs/api' rather than '/docs'.
  const activeEntry = Object.entries(allPluginData)
    .sort((a, b) => byPathDescending(a[1], b[1]))
    .find(([, pluginData]) => !!matchPath(pathname, {path: pluginData.path, exact: false, strict: false}));
  const activePlugin = activeEntry ? {pluginId: activeEntry[0], pluginData: activeEntry[1]} : undefined;
  if (!activePlugin && options.failfast) {
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${Object.values(
        allPluginData,
      )
        .map((plugin) => plugin.path)
        .join(', ')}`,
    );
  }
  return activePlugin;
}
