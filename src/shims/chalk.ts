/**
 * The API theme's browser code imports chalk (terminal colours) to colour one console warning.
 * In a browser it only costs bytes and start-up time, so the client build gets this stand-in:
 * every colour or style returns the text unchanged, chained or called.
 */
type Chalk = ((...text: unknown[]) => string) & {[style: string]: Chalk};

const chalk: Chalk = new Proxy((...text: unknown[]) => text.join(' '), {
  get: (target, property) => (property === 'default' ? chalk : property in target ? Reflect.get(target, property) : chalk),
}) as Chalk;

export default chalk;
