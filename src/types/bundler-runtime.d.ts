// The bundler's runtime, as the site's client code uses it. `gca` ("get chunk asset") is
// Docusaurus's addition: a chunk name's URL (src/clientModules/idlePrefetch.ts); `l` loads a
// script (src/plugins/fastStartup/clientEntry.tsx wraps it while a route preloads).
declare const __webpack_require__: {
  gca(chunkName: string): string | undefined;
  l(url: string, done: (event: Event) => void, key?: string, chunkId?: string | number): void;
};
