// Stands in for client modules that src/plugins/codeSplitting.ts keeps out of the main bundle.
export {};
