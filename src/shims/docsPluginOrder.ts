/**
 * The order in which src/shims/docsClientUtils.ts tries the docs plugins against a pathname:
 * reverse code-point order of their paths, which puts '/docs/api' before '/docs' as the
 * original's `b.path.localeCompare(a.path)` does, without loading the collation data.
 */
export function byPathDescending(a: {path: string}, b: {path: string}): number {
  return a.path < b.path ? 1 : a.path > b.path ? -1 : 0;
}
