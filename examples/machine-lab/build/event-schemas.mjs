/**
 * The payload forms of the lab's events, from the machines' typed event definitions: the TypeScript
 * compiler reads each machine folder's index when the lab is built, takes the machine's event type
 * (the second type argument of XState's `StateMachine`, i.e. what `setup({ types: { events } })`
 * says), and describes each event's payload fields (string, number, boolean, a choice of literals,
 * or JSON for anything nested). Types are gone at run time, so this is the only place to read them.
 */
import path from 'node:path';
import ts from 'typescript';
import { machineFolders } from './machines-plugin.mjs';

/** The project's compiler options (tsconfig.json), so the machines type-check as they do in `tsc`. */
function compilerOptions(configPath) {
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(configPath));
  return { ...parsed.options, noEmit: true, incremental: false, composite: false };
}

const isUndefined = (t) => (t.flags & ts.TypeFlags.Undefined) !== 0 || (t.flags & ts.TypeFlags.Void) !== 0;
const isNull = (t) => (t.flags & ts.TypeFlags.Null) !== 0;

/** One payload field: what the form draws for it. */
function describeField(checker, name, type, optional, doc) {
  const parts = (type.isUnion() ? type.types : [type]).filter((t) => !isUndefined(t));
  const nullable = parts.some(isNull);
  const rest = parts.filter((t) => !isNull(t));
  const field = {
    name,
    optional: optional || parts.length < (type.isUnion() ? type.types.length : 1),
    nullable,
    type: checker.typeToString(type),
  };
  if (doc) field.doc = doc;
  const every = (flag) => rest.length > 0 && rest.every((t) => (t.flags & flag) !== 0);
  if (every(ts.TypeFlags.BooleanLiteral) && rest.length === 2) return { ...field, kind: 'boolean' };
  if (every(ts.TypeFlags.Boolean)) return { ...field, kind: 'boolean' };
  if (every(ts.TypeFlags.StringLiteral) || every(ts.TypeFlags.NumberLiteral)) {
    return { ...field, kind: 'choice', options: rest.map((t) => t.value) };
  }
  if (every(ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) return { ...field, kind: 'string' };
  if (every(ts.TypeFlags.Number)) return { ...field, kind: 'number' };
  return { ...field, kind: 'json' };
}

/** The events of one machine type: `{ [type]: { fields } }`, the `xstate.*` ones (call answers) left out. */
function eventsOf(checker, machineType) {
  const [, events] = checker.getTypeArguments(machineType);
  if (!events) return {};
  const out = {};
  for (const member of events.isUnion() ? events.types : [events]) {
    const typeProp = member.getProperty('type');
    if (!typeProp) continue;
    const literal = checker.getTypeOfSymbol(typeProp);
    const names = (literal.isUnion() ? literal.types : [literal]).filter((t) => t.isStringLiteral()).map((t) => t.value);
    for (const eventType of names) {
      if (eventType.startsWith('xstate.')) continue;
      const fields = checker
        .getPropertiesOfType(member)
        .filter((prop) => prop.getName() !== 'type')
        .map((prop) => {
          const doc = ts.displayPartsToString(prop.getDocumentationComment(checker)).trim();
          return describeField(checker, prop.getName(), checker.getTypeOfSymbol(prop), (prop.flags & ts.SymbolFlags.Optional) !== 0, doc);
        });
      out[eventType] = { fields };
    }
  }
  return out;
}

/**
 * `{ [machine folder]: { [event type]: { fields } } }` for the given folders of `root`
 * (state-machines/); `tsconfig` is the project's tsconfig.json.
 */
export function extractEventSchemas(root, folders, tsconfig = path.resolve(root, '..', 'tsconfig.json')) {
  const files = folders.map((name) => path.join(root, name, 'index.ts'));
  const program = ts.createProgram(files, compilerOptions(tsconfig));
  const checker = program.getTypeChecker();
  const schemas = {};
  folders.forEach((name, index) => {
    const source = program.getSourceFile(files[index]);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`event schemas: cannot read state-machines/${name}/index.ts`);
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(symbol.flags & ts.SymbolFlags.Variable)) continue;
      const type = checker.getTypeOfSymbol(symbol);
      if (type.getSymbol()?.getName() !== 'StateMachine') continue;
      schemas[name] = eventsOf(checker, type);
    }
    if (!schemas[name]) throw new Error(`event schemas: state-machines/${name}/index.ts exports no typed machine`);
  });
  return schemas;
}

export const SCHEMAS_ID = 'virtual:lab-event-schemas';
const RESOLVED = '\0' + SCHEMAS_ID;

/** Rollup plugin: `import schemas from 'virtual:lab-event-schemas'` gives every machine's event forms. */
export function labEventSchemas(root = path.resolve('state-machines'), folders = machineFolders) {
  return {
    name: 'lrdx-lab-event-schemas',
    resolveId: (source) => (source === SCHEMAS_ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      return `export default ${JSON.stringify(extractEventSchemas(root, folders(root)))};\n`;
    },
  };
}
