/** Splits a list into consecutive chunks of at most `size` items (tests that share a page per chunk). */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  return Array.from({length: Math.ceil(items.length / size)}, (_, i) => items.slice(i * size, (i + 1) * size));
}
