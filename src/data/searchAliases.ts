/**
 * Short forms readers type for words these docs spell out, the other way round, and the words
 * readers use for what the docs name otherwise. Each group lists forms that mean the same; a query
 * word (or two-word phrase) in a group also matches the others, and any form of a word finds its
 * group ("vars" that of "var", "recovered" that of "recover": groups are matched by stem). Keep
 * the list small and about Docbox: every form has a test (tests/unit/search-query.test.ts for
 * every group, ALIAS_CASES in tests/support/search-queries.ts for every form).
 */
export const SEARCH_ALIAS_GROUPS: readonly (readonly string[])[] = [
  ['env', 'environment'],
  ['var', 'variable'],
  ['config', 'configuration'],
  ['stats', 'statistics'],
  ['cli', 'command line'],
  ['tf', 'terraform'],
  ['s3', 'storage bucket'],
  ['setup', 'set up'],
  // What readers of Operating Docbox and Integrating type for what those pages say (issue 38),
  // found from the questions in tests/support/search-questions.ts that missed without them.
  // "Search across boxes": "Search several boxes"; "multiple instances": "several instances".
  ['several', 'multiple', 'across'],
  // "How much RAM", "memory usage": "Where the memory goes".
  ['memory', 'ram', 'memory usage'],
  // "Supported file types": "What Docbox does with each file type".
  ['supported', 'which', 'what'],
  // "Full text search": the search guide's "full-text" and "text search".
  ['full text', 'text search'],
  // "Update docbox": "Upgrade Docbox".
  ['upgrade', 'update'],
  // "Disaster recovery", "recover deleted files": "Back up and restore Docbox".
  ['restore', 'recover', 'recovery'],
  // "JavaScript client": "Use the TypeScript SDK".
  ['javascript', 'typescript'],
  // "Search pagination": "Page through the results {#paging}".
  ['pagination', 'paging'],
  // "Notify when a file is uploaded": tenant events.
  ['notify', 'notification', 'event'],
  // "Change api key": "Rotate the key".
  ['rotate', 'change'],
  // "Download link that expires": presigned download URLs.
  ['download link', 'download url'],
  // "Error response format": "the shapes of error responses".
  ['format', 'shape'],
  // Questions asked in sentences (issue 46, tests/support/search-sentences.ts).
  // "Thumbnail previews": file types make "thumbnails"; readers say "preview" as well.
  ['thumbnail', 'preview'],
  // "Health check endpoint", "new endpoints": the API reference calls them operations.
  ['endpoint', 'operation'],
  // "Is docbox alive", "liveness probe": the health check.
  ['health', 'alive', 'liveness'],
  // "Downgrade": the upgrade guide's "roll back".
  ['downgrade', 'roll back', 'rollback'],
  // "Add a tenant": the setup guides create one.
  ['add', 'create'],
  // "Who changed this file": the edit history of a file, folder or link.
  ['edit history', 'who changed', 'who edited', 'who renamed', 'who moved'],
  // Plain English for the docs' words, as developers and their agents ask (issue 46): "upload a
  // big file", "gateway rejects uploads", "upload stuck on pending" ("stays Pending"), "a tenant
  // for each customer" (a tenant is one isolated customer), "how many files are in a box"
  // (Get document box statistics counts them).
  ['big', 'large'],
  ['reject', 'refuse'],
  ['stuck', 'stays'],
  ['customer', 'tenant'],
  ['how many', 'count'],
];

/**
 * The verbs of the pages' titles and headings ("Update a file", "Delete a user", "List users"),
 * each with the verbs readers ask with for that action: "how do I rename a file" is answered by
 * "Update a file". A reader's verb matches the title's only in titles, sidebar labels and
 * headings, never in body text, where "move" and "change" mean many things.
 */
export const TITLE_VERB_GROUPS: readonly (readonly string[])[] = [
  ['update', 'rename', 'move', 'change', 'edit', 'modify'],
  ['create', 'add', 'make', 'save', 'set up'],
  ['delete', 'remove', 'erase', 'drop', 'destroy'],
  ['get', 'fetch', 'retrieve', 'read'],
  ['list', 'see', 'show', 'view', 'enumerate'],
];
