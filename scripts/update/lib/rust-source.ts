/**
 * Just enough of Rust to read three kinds of fact from Docbox's source at a release tag, for the
 * release data (scripts/update/release-data.ts): which environment variables the code reads
 * (`env::var("NAME")`), which subcommands and options a clap `Parser` defines, and which keys a
 * serde-deserialised configuration type accepts. It is not a Rust parser: it strips comments,
 * finds items by name and splits their bodies at top-level commas, and it stops with the file
 * and the reason on anything it does not understand rather than guess.
 */

export class RustReadError extends Error {}

/** The text with `//` and `/* *\/` comments blanked out (strings, chars and raw strings kept). */
export function stripComments(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < source.length && depth > 0) {
        if (source[i] === '/' && source[i + 1] === '*') (depth++, (i += 2));
        else if (source[i] === '*' && source[i + 1] === '/') (depth--, (i += 2));
        else {
          if (source[i] === '\n') out += '\n';
          i++;
        }
      }
      out += ' ';
      continue;
    }
    // Raw strings: r"…", r#"…"#, br"…".
    const raw = /^b?r(#*)"/.exec(source.slice(i, i + 8));
    if (raw && (i === 0 || !/[\w]/.test(source[i - 1]!))) {
      const end = `"${raw[1]}`;
      const close = source.indexOf(end, i + raw[0].length);
      const stop = close === -1 ? source.length : close + end.length;
      out += source.slice(i, stop);
      i = stop;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== '"') j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    // A char literal ('a', '\n', '\''), not a lifetime ('a without a closing quote).
    if (c === "'") {
      const char = /^'(\\.|[^\\'])'/.exec(source.slice(i, i + 4)) ?? /^'\\u\{[0-9a-fA-F]+\}'/.exec(source.slice(i, i + 12));
      if (char) {
        out += char[0];
        i += char[0].length;
        continue;
      }
    }
    out += c;
    i++;
  }
  return out;
}

/** The environment variables a file reads by name: `env::var("NAME")` and `env::var_os("NAME")`. */
export function envReads(source: string): {name: string; line: number}[] {
  const code = stripComments(source);
  const reads: {name: string; line: number}[] = [];
  for (const match of code.matchAll(/\benv::var(?:_os)?\(\s*"([A-Za-z_][A-Za-z0-9_]*)"\s*\)/g)) {
    reads.push({name: match[1]!, line: code.slice(0, match.index).split('\n').length});
  }
  return reads;
}

/**
 * Names read as each other's fallback in one expression: `env::var("A").or(env::var("B"))`,
 * `.or_else(|_| env::var("B"))`, or `.ok().or(env::var("B").ok())`.
 */
export function envFallbacks(source: string): [string, string][] {
  const code = stripComments(source);
  const pairs: [string, string][] = [];
  const pattern = /\benv::var\(\s*"([A-Za-z0-9_]+)"\s*\)(?:\s*\.ok\(\))?\s*\.or(?:_else)?\(\s*(?:\|[^|]*\|\s*)?(?:std::)?env::var\(\s*"([A-Za-z0-9_]+)"\s*\)/g;
  for (const match of code.matchAll(pattern)) pairs.push([match[1]!, match[2]!]);
  return pairs;
}

/** Index of the bracket that closes the one at `open` (`{`, `(`, `[` or `<`), strings skipped. */
function closing(code: string, open: number): number {
  const pairs: Record<string, string> = {'{': '}', '(': ')', '[': ']', '<': '>'};
  const stack: string[] = [];
  for (let i = open; i < code.length; i++) {
    const c = code[i]!;
    if (c === '"') {
      i++;
      while (i < code.length && code[i] !== '"') i += code[i] === '\\' ? 2 : 1;
      continue;
    }
    if (c === "'" && /^'(\\.|[^\\'])'/.test(code.slice(i, i + 4))) {
      i += code[i + 1] === '\\' ? 3 : 2;
      continue;
    }
    if (c === '-' && code[i + 1] === '>') {
      i++;
      continue;
    }
    if (c in pairs) stack.push(pairs[c]!);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i;
    } else if ((c === '}' || c === ')' || c === ']') && stack.length) {
      // A '<' that was a comparison, not generics: forget it.
      while (stack.length && stack[stack.length - 1] === '>') stack.pop();
      if (c === stack[stack.length - 1]) {
        stack.pop();
        if (stack.length === 0) return i;
      }
    }
  }
  throw new RustReadError(`no closing bracket for the one at offset ${open}`);
}

/** `text` split at commas that are not inside brackets or strings; empty parts dropped. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      continue;
    }
    if (c === "'" && /^'(\\.|[^\\'])'/.test(text.slice(i, i + 4))) {
      i += text[i + 1] === '\\' ? 3 : 2;
      continue;
    }
    if (c === '-' && text[i + 1] === '>') {
      i++;
      continue;
    }
    if ('{([<'.includes(c)) depth++;
    else if ('})]>'.includes(c)) depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** An attribute such as `#[serde(tag = "provider", rename_all = "snake_case")]`: its path and its arguments. */
export interface Attribute {
  path: string;
  /** `key = "value"` arguments, and bare words (`default`, `short`) with the value `true`. */
  args: Map<string, string | true>;
}

function parseAttribute(body: string): Attribute {
  const open = body.indexOf('(');
  const path = (open === -1 ? body : body.slice(0, open)).trim();
  const args = new Map<string, string | true>();
  if (open !== -1) {
    const inner = body.slice(open + 1, body.lastIndexOf(')'));
    for (const part of splitTopLevel(inner)) {
      const eq = /^([\w:]+)\s*=\s*([\s\S]+)$/.exec(part);
      if (!eq) {
        args.set(part, true);
        continue;
      }
      const value = eq[2]!.trim();
      const literal = /^"((?:\\.|[^"\\])*)"$/.exec(value) ?? /^'(\\.|[^\\'])'$/.exec(value);
      args.set(eq[1]!, literal ? literal[1]! : value);
    }
  }
  return {path, args};
}

/** Attributes at the start of `text` (`#[…]` repeated), and the rest. */
function leadingAttributes(text: string): {attributes: Attribute[]; rest: string} {
  const attributes: Attribute[] = [];
  let rest = text.trimStart();
  while (rest.startsWith('#[')) {
    const end = closing(rest, 1);
    attributes.push(parseAttribute(rest.slice(2, end)));
    rest = rest.slice(end + 1).trimStart();
  }
  return {attributes, rest};
}

/** `#[serde(…)]` arguments of a list of attributes, merged. */
function serdeArgs(attributes: Attribute[], path = 'serde'): Map<string, string | true> {
  const merged = new Map<string, string | true>();
  for (const attribute of attributes.filter((entry) => entry.path === path)) for (const [key, value] of attribute.args) merged.set(key, value);
  return merged;
}

export interface RustField {
  name: string;
  type: string;
  attributes: Attribute[];
}

export interface RustVariant {
  name: string;
  attributes: Attribute[];
  /** Unit (`Aws`), tuple (`S3(S3Config)`: its types) or struct-like (`Custom { … }`: its fields). */
  shape: 'unit' | 'tuple' | 'struct';
  types?: string[];
  fields?: RustField[];
}

export interface RustItem {
  kind: 'struct' | 'enum';
  name: string;
  attributes: Attribute[];
  /** Named fields of a struct; absent for tuple and unit structs. */
  fields?: RustField[];
  /** Types of a tuple struct (`struct Key(String)`). */
  tupleTypes?: string[];
  variants?: RustVariant[];
  /** The derives (`Deserialize`, `Parser`, `Subcommand`, …). */
  derives: string[];
}

function parseFields(body: string): RustField[] {
  return splitTopLevel(body).map((part) => {
    const {attributes, rest} = leadingAttributes(part);
    const field = /^(?:pub(?:\([^)]*\))?\s+)?([a-z_][a-z0-9_]*)\s*:\s*([\s\S]+)$/.exec(rest.trim());
    if (!field) throw new RustReadError(`cannot read the field "${part.replace(/\s+/g, ' ').slice(0, 80)}"`);
    return {name: field[1]!, type: field[2]!.replace(/\s+/g, ' ').trim(), attributes};
  });
}

function parseVariants(body: string): RustVariant[] {
  return splitTopLevel(body).map((part) => {
    const {attributes, rest} = leadingAttributes(part);
    const text = rest.trim();
    const name = /^([A-Z][A-Za-z0-9_]*)/.exec(text)?.[1];
    if (!name) throw new RustReadError(`cannot read the variant "${part.replace(/\s+/g, ' ').slice(0, 80)}"`);
    const after = text.slice(name.length).trim();
    if (after.startsWith('(')) return {name, attributes, shape: 'tuple', types: splitTopLevel(after.slice(1, closing(after, 0)))};
    if (after.startsWith('{')) return {name, attributes, shape: 'struct', fields: parseFields(after.slice(1, closing(after, 0)))};
    if (after && !after.startsWith('=')) throw new RustReadError(`cannot read the variant "${text.slice(0, 80)}"`);
    return {name, attributes, shape: 'unit'};
  });
}

/** Where the attributes written just before `end` start (`#[…]` blocks separated by white space). */
function attributesStart(code: string, end: number): number {
  let start = end;
  for (;;) {
    let at = start - 1;
    while (at >= 0 && /\s/.test(code[at]!)) at--;
    if (code[at] !== ']') return start;
    // Back to the `#[` that opens it.
    let depth = 0;
    let i = at;
    for (; i >= 0; i--) {
      if (code[i] === ']') depth++;
      else if (code[i] === '[' && --depth === 0) break;
    }
    if (i <= 0 || code[i - 1] !== '#') return start;
    start = i - 1;
  }
}

/** Every struct and enum of a file, with the attributes written above it. */
export function rustItems(source: string): RustItem[] {
  const code = stripComments(source);
  const items: RustItem[] = [];
  for (const match of code.matchAll(/(?<![\w])(?:pub(?:\([^)]*\))?\s+)?(struct|enum)\s+([A-Z][A-Za-z0-9_]*)\b/g)) {
    const [, kind, name] = match;
    const {attributes} = leadingAttributes(code.slice(attributesStart(code, match.index!), match.index!));
    const derives = attributes.filter((entry) => entry.path === 'derive').flatMap((entry) => [...entry.args.keys()].map((derive) => derive.split('::').pop()!));
    let at = match.index! + match[0].length;
    // Generics, then a body: `{ … }`, `( … );` or `;`.
    while (/\s/.test(code[at] ?? '')) at++;
    if (code[at] === '<') at = closing(code, at) + 1;
    while (/\s/.test(code[at] ?? '')) at++;
    if (code.startsWith('where', at)) at = code.indexOf('{', at);
    const item: RustItem = {kind: kind as 'struct' | 'enum', name: name!, attributes, derives};
    if (code[at] === '{') {
      const body = code.slice(at + 1, closing(code, at));
      if (kind === 'struct') item.fields = parseFields(body);
      else item.variants = parseVariants(body);
    } else if (code[at] === '(') {
      item.tupleTypes = splitTopLevel(code.slice(at + 1, closing(code, at)));
    }
    items.push(item);
  }
  return items;
}

// ---------------------------------------------------------------------------------------------
// clap

export interface ClapOption {
  /** Long name (`tenant-id`), or the value name of a positional argument. */
  long?: string;
  short?: string;
  positional?: string;
  takes: 'switch' | 'value' | 'bool';
  required: boolean;
  repeatable: boolean;
}

export interface ClapSurface {
  global: ClapOption[];
  subcommands: {name: string; options: ClapOption[]}[];
}

const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();

function unwrap(type: string, wrapper: string): string | undefined {
  const match = new RegExp(`^(?:[\\w:]*::)?${wrapper}<([\\s\\S]+)>$`).exec(type.trim());
  return match?.[1]?.trim();
}

function clapOption(field: RustField): ClapOption | undefined {
  const arg = field.attributes.find((attribute) => attribute.path === 'arg' || attribute.path === 'clap');
  if (field.attributes.some((attribute) => attribute.path === 'command' && attribute.args.has('subcommand'))) return undefined;
  if (field.attributes.some((attribute) => attribute.path === 'command' && attribute.args.has('flatten'))) {
    throw new RustReadError(`the field ${field.name} flattens another Args struct, which this reader does not follow`);
  }
  const optional = unwrap(field.type, 'Option');
  const many = unwrap(optional ?? field.type, 'Vec');
  const inner = many ?? optional ?? field.type;
  const hasDefault = Boolean(arg?.args.has('default_value') || arg?.args.has('default_value_t') || arg?.args.has('default_values_t'));
  const takes: ClapOption['takes'] = inner === 'bool' ? (optional ? 'bool' : 'switch') : 'value';
  const required = takes !== 'switch' && !optional && !many && !hasDefault && !arg?.args.has('required') ? true : arg?.args.get('required') === 'true';
  if (!arg || (!arg.args.has('long') && !arg.args.has('short'))) {
    return {positional: kebab(field.name), takes: 'value', required: !optional && !many && !hasDefault, repeatable: Boolean(many)};
  }
  const long = arg.args.get('long');
  const short = arg.args.get('short');
  return {
    long: long === undefined ? undefined : long === true ? kebab(field.name) : long,
    short: short === undefined ? undefined : short === true ? field.name[0] : short,
    takes,
    required,
    repeatable: Boolean(many) || arg.args.get('action') === 'ArgAction::Append',
  };
}

/**
 * The command line a clap-derive `main.rs` defines: the options of its `Parser` struct (plus
 * `--help`, and `--version` when the command sets `version`) and each variant of its
 * `Subcommand` enum, named as clap names them (kebab-case, or `#[command(name = …)]`).
 */
export function clapSurface(source: string, file: string): ClapSurface {
  const items = rustItems(source);
  const parser = items.find((item) => item.derives.includes('Parser'));
  if (!parser?.fields) throw new RustReadError(`${file}: no struct with #[derive(Parser)]`);
  const command = serdeArgs(parser.attributes, 'command');
  const global: ClapOption[] = [];
  let subcommandType: string | undefined;
  for (const field of parser.fields) {
    if (field.attributes.some((attribute) => attribute.path === 'command' && attribute.args.has('subcommand'))) {
      subcommandType = unwrap(field.type, 'Option') ?? field.type;
      continue;
    }
    const option = clapOption(field);
    if (option) global.push(option);
  }
  global.push({long: 'help', short: 'h', takes: 'switch', required: false, repeatable: false});
  if (command.has('version')) global.push({long: 'version', short: 'V', takes: 'switch', required: false, repeatable: false});
  const subcommands: ClapSurface['subcommands'] = [];
  if (subcommandType) {
    const enumItem = items.find((item) => item.kind === 'enum' && item.name === subcommandType);
    if (!enumItem?.variants) throw new RustReadError(`${file}: the subcommand enum ${subcommandType} is not in the file`);
    for (const variant of enumItem.variants) {
      const name = serdeArgs(variant.attributes, 'command').get('name');
      let options: ClapOption[] = [];
      if (variant.shape === 'struct') options = variant.fields!.map(clapOption).filter((option): option is ClapOption => Boolean(option));
      if (variant.shape === 'tuple') {
        const args = items.find((item) => item.kind === 'struct' && item.name === variant.types![0]);
        if (!args?.fields) throw new RustReadError(`${file}: the arguments ${variant.types![0]} of ${variant.name} are not in the file`);
        options = args.fields.map(clapOption).filter((option): option is ClapOption => Boolean(option));
      }
      subcommands.push({name: typeof name === 'string' ? name : kebab(variant.name), options});
    }
  }
  return {global, subcommands};
}

// ---------------------------------------------------------------------------------------------
// serde

export interface ConfigKey {
  /** `database.setup_user.username`, `secrets[provider=aws].endpoint[type=custom].endpoint`. */
  key: string;
  /** The key may be left out (Option, `#[serde(default)]`, or a default on its type). */
  optional: boolean;
  /** Written by an alias: the key it stands for. */
  aliasOf?: string;
}

/** Finds a type by name: the site's callers search the CLI first, then the crates it locks. */
export type TypeLookup = (name: string) => RustItem | undefined;

const renameRule = (name: string, rule: string | true | undefined): string => {
  switch (rule) {
    case 'snake_case':
      return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
    case 'lowercase':
      return name.toLowerCase();
    case 'kebab-case':
      return kebab(name);
    case 'UPPERCASE':
      return name.toUpperCase();
    case 'camelCase':
      return name[0]!.toLowerCase() + name.slice(1);
    case undefined:
      return name;
    default:
      throw new RustReadError(`serde rename_all = "${String(rule)}" is not one this reader knows`);
  }
};

const LEAF_TYPES = /^(HashMap|BTreeMap|IndexMap|String|&str|str|bool|u8|u16|u32|u64|usize|i8|i16|i32|i64|isize|f32|f64|PathBuf|Url|Uuid|Value|serde_json::Value)$/;

/** The type a field holds once `Option`, `Box`, `Vec` and `Arc` are taken off, and whether it was an Option. */
function innerType(type: string): {name: string; optional: boolean; map: boolean} {
  let current = type.trim();
  let optional = false;
  for (;;) {
    const option = unwrap(current, 'Option');
    if (option) {
      optional = true;
      current = option;
      continue;
    }
    const other = unwrap(current, 'Box') ?? unwrap(current, 'Vec') ?? unwrap(current, 'Arc');
    if (other) {
      current = other;
      continue;
    }
    break;
  }
  const map = /^(?:[\w:]*::)?(HashMap|BTreeMap|IndexMap)</.test(current);
  return {name: current.split('::').pop()!.replace(/<.*$/, ''), optional, map};
}

/**
 * Every key a serde-deserialised type accepts, as a path from `prefix`. A struct's fields are
 * keys (their aliases too, marked `aliasOf`); an internally tagged enum (`#[serde(tag = "provider")]`)
 * adds its tag and one key per variant, `prefix[provider=aws]`, under which that variant's fields
 * go. Types the lookup does not find (String, numbers, maps, newtypes) are values, not sections.
 */
export function configKeys(rootType: string, lookup: TypeLookup, prefix = ''): ConfigKey[] {
  const keys: ConfigKey[] = [];
  const seen = new Set<string>();
  const walk = (typeName: string, path: string, optionalHere: boolean, trail: string[]) => {
    if (LEAF_TYPES.test(typeName)) return;
    const item = lookup(typeName);
    if (!item) throw new RustReadError(`the type ${typeName} (${[...trail, typeName].join(' > ')}) is not in the sources searched`);
    if (trail.includes(typeName)) throw new RustReadError(`the type ${typeName} contains itself (${trail.join(' > ')})`);
    const container = serdeArgs(item.attributes);
    if (item.kind === 'struct') {
      if (!item.fields) return; // a newtype or unit struct is a value
      for (const field of item.fields) {
        const args = serdeArgs(field.attributes);
        if (args.has('skip') || args.has('skip_deserializing')) continue;
        const inner = innerType(field.type);
        const optional = inner.optional || args.has('default') || container.has('default');
        if (args.has('flatten')) {
          walk(inner.name, path, optionalHere, [...trail, typeName]);
          continue;
        }
        const rename = args.get('rename');
        const name = typeof rename === 'string' ? rename : renameRule(field.name, container.get('rename_all'));
        const key = path ? `${path}.${name}` : name;
        add({key, optional});
        const alias = args.get('alias');
        if (typeof alias === 'string') add({key: path ? `${path}.${alias}` : alias, optional, aliasOf: key});
        if (!inner.map) walk(inner.name, key, optional, [...trail, typeName]);
      }
      return;
    }
    // Enums: only internally tagged ones have keys of their own; a plain enum is a value.
    const tag = container.get('tag');
    if (container.has('untagged')) throw new RustReadError(`the enum ${typeName} is untagged, which this reader does not follow`);
    if (typeof tag !== 'string') return;
    // The tag must be there whenever the object is, whatever defaults the enum has.
    add({key: `${path}.${tag}`, optional: false});
    for (const variant of item.variants ?? []) {
      const args = serdeArgs(variant.attributes);
      if (args.has('skip') || args.has('skip_deserializing') || args.has('other')) continue;
      const rename = args.get('rename');
      const value = typeof rename === 'string' ? rename : renameRule(variant.name, container.get('rename_all'));
      const variantKey = `${path}[${tag}=${value}]`;
      add({key: variantKey, optional: true});
      const alias = args.get('alias');
      if (typeof alias === 'string') add({key: `${path}[${tag}=${alias}]`, optional: true, aliasOf: variantKey});
      if (variant.shape === 'struct') {
        for (const field of variant.fields!) {
          const fieldArgs = serdeArgs(field.attributes);
          if (fieldArgs.has('skip') || fieldArgs.has('skip_deserializing')) continue;
          const inner = innerType(field.type);
          const fieldRename = fieldArgs.get('rename');
          const name = typeof fieldRename === 'string' ? fieldRename : renameRule(field.name, args.get('rename_all'));
          const key = `${variantKey}.${name}`;
          const optional = inner.optional || fieldArgs.has('default');
          add({key, optional});
          if (!inner.map) walk(inner.name, key, optional, [...trail, typeName]);
        }
      } else if (variant.shape === 'tuple') {
        walk(innerType(variant.types![0]!).name, variantKey, true, [...trail, typeName]);
      }
    }
  };
  function add(key: ConfigKey) {
    if (seen.has(key.key)) return;
    seen.add(key.key);
    keys.push(key);
  }
  walk(rootType, prefix, false, []);
  return keys;
}
