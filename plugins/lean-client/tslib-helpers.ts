// The one tslib helper the browser bundle's CommonJS code calls
// (@docusaurus/utils-common: `tslib_1.__importDefault(...)`), in place of the
// whole of tslib; see ./index.ts. Same behaviour as tslib's helper.
export function __importDefault(mod: unknown): unknown {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
