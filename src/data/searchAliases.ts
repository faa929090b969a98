/**
 * Short forms readers type for words these docs spell out, and the other way round. Each group
 * lists forms that mean the same; a query word (or two-word phrase) in a group also matches the
 * others. Keep the list small and about Docbox: every entry has a test
 * (tests/unit/search-query.test.ts and tests/support/search-queries.ts).
 */
export const SEARCH_ALIAS_GROUPS: readonly (readonly string[])[] = [
  ['env', 'environment'],
  ['var', 'variable'],
  ['vars', 'variables'],
  ['config', 'configuration'],
  ['stats', 'statistics'],
  ['cli', 'command line'],
  ['tf', 'terraform'],
  ['s3', 'storage bucket'],
  ['setup', 'set up'],
];
