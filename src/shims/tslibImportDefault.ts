// The one tslib helper @docusaurus/utils-common's CommonJS index uses (see src/plugins/codeSplitting.ts).
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
