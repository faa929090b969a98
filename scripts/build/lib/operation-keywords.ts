/**
 * Checks the reader's words for the API operations (src/data/operationKeywords.ts) against the
 * operations of the description: every operation has an entry of 2-6 phrases, and every entry
 * names an operation. `npm run api:generate` stops on the first problem, before it touches the
 * generated pages, with a message that names the operation.
 */
export const MIN_PHRASES = 2;
export const MAX_PHRASES = 6;

export class OperationKeywordsError extends Error {}

/** The operation IDs of an OpenAPI description, in its order. */
export function operationIds(spec: {paths: Record<string, Record<string, {operationId?: string}>>}, methods: readonly string[]): string[] {
  return Object.values(spec.paths).flatMap((item) => methods.flatMap((method) => item[method]?.operationId ?? []));
}

export function checkOperationKeywords(operationIds: readonly string[], table: Record<string, readonly string[]>): void {
  const known = new Set(operationIds);
  const problems: string[] = [];
  for (const id of operationIds) {
    const phrases = table[id];
    if (!phrases) problems.push(`operation ${id} has no entry: add 2-6 phrases a reader would use for it`);
    else if (phrases.length < MIN_PHRASES || phrases.length > MAX_PHRASES) problems.push(`operation ${id} has ${phrases.length} phrases; give it ${MIN_PHRASES}-${MAX_PHRASES}`);
    else if (phrases.some((phrase) => !phrase.trim() || phrase.includes(','))) problems.push(`operation ${id} has an empty phrase or one with a comma (keywords are joined with commas)`);
  }
  for (const id of Object.keys(table)) {
    if (!known.has(id)) problems.push(`entry ${id} names no operation of the API description: remove or rename it`);
  }
  if (problems.length) throw new OperationKeywordsError(`src/data/operationKeywords.ts:\n  ${problems.join('\n  ')}`);
}
