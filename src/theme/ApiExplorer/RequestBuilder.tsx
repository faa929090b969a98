import {useMemo, type ComponentProps, type ReactNode} from 'react';
import {Provider} from 'react-redux';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import OriginalApiExplorer from '@theme-original/ApiExplorer';
import {createStoreWithState} from '@theme/ApiItem/store';
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import {createStorage} from '@theme/ApiExplorer/storage-utils';
import {useConnection} from '@site/src/components/ConnectionPanel/store';
import type {Connection} from '@site/src/components/RequestSamples/samples';

type Props = ComponentProps<typeof OriginalApiExplorer>;
/** What the builder's starting state reads from an operation (an OpenAPI operation, unpacked). */
type Parameter = {
  in: string;
  name?: string;
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  schema?: {default?: unknown; example?: unknown};
  /** The value the builder starts with. */
  value?: unknown;
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: {content?: Record<string, unknown>};
  responses?: Record<string, {content?: Record<string, unknown>}>;
  servers?: unknown[];
  security?: unknown;
  securitySchemes?: unknown;
};
type ThemeOptions = Parameters<typeof createPersistenceMiddleware>[0];

const SUCCESS = /^2\d\d$/;

/** A parameter with the value the builder starts with: its default, else an example. */
function prefilled(parameter: Parameter): Parameter {
  const {schema} = parameter;
  const namedExample = parameter.examples ? Object.values(parameter.examples)[0]?.value : undefined;
  const value = schema?.default ?? parameter.example ?? schema?.example ?? namedExample;
  return value === undefined ? parameter : {...parameter, value};
}

/** Where the reader's connection goes in the builder: parameters by location and name. */
const CONNECTION_PARAMETERS: [string, string, keyof Connection][] = [
  ['header', 'x-tenant-id', 'tenantId'],
  ['header', 'x-tenant-env', 'tenantEnv'],
  ['header', 'x-user-id', 'userId'],
  ['path', 'scope', 'scope'],
];

function withConnection(parameter: Parameter, connection: Connection): Parameter {
  const match = CONNECTION_PARAMETERS.find(([where, name]) => parameter.in === where && parameter.name?.toLowerCase() === name);
  const value = match ? connection[match[2]] : undefined;
  return value ? {...parameter, value} : parameter;
}

/**
 * The builder's starting state, from the operation: the response types it can accept, the body
 * types it can send, the servers, the parameters by where they go, and the security schemes.
 * (The theme's page component used to build this on every operation page's load; the site builds
 * it only when the reader opens the builder.)
 */
function initialState(item: Operation, options: ThemeOptions, connection: Connection) {
  const accepts = Object.entries(item.responses ?? {})
    .filter(([code]) => SUCCESS.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  const bodyTypes = Object.keys(item.requestBody?.content ?? {});
  const params: Record<'path' | 'query' | 'header' | 'cookie', Parameter[]> = {path: [], query: [], header: [], cookie: []};
  for (const parameter of item.parameters ?? []) {
    params[parameter.in as keyof typeof params]?.push(withConnection(prefilled(parameter), connection));
  }
  // The server the reader chose last time, kept by the theme's persistence middleware.
  const savedServer = JSON.parse(createStorage(options?.authPersistence ?? 'sessionStorage').getItem('server') ?? 'null') as {
    url?: string;
  } | null;
  // The reader's own server (connection panel) comes first and is chosen.
  const ownServer = connection.baseUrl ? {url: connection.baseUrl.replace(/\/+$/, ''), description: 'Your server (set under Your server)'} : undefined;
  const servers = [...(ownServer ? [ownServer] : []), ...((item.servers ?? []) as {url: string}[])];
  const auth = createAuth({security: item.security, securitySchemes: item.securitySchemes, options}) as {data?: Record<string, Record<string, unknown>>};
  if (connection.apiKey && auth.data) {
    // Every API key scheme the operation names gets the reader's key.
    for (const [scheme, data] of Object.entries(auth.data)) {
      if ('apiKey' in data) auth.data[scheme] = {...data, apiKey: connection.apiKey};
    }
  }
  return {
    accept: {value: accepts[0], options: accepts},
    contentType: {value: bodyTypes[0], options: bodyTypes},
    server: {value: ownServer ?? (savedServer?.url ? savedServer : undefined), options: servers},
    response: {value: undefined},
    body: {type: 'empty'},
    params,
    auth,
    schemaSelection: {selections: {}},
    encodingSelection: {},
  };
}

/** The API theme's request builder with the store it reads and writes. Loaded when the reader opens it. */
export default function RequestBuilder(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const options = (siteConfig.themeConfig as {api?: ThemeOptions}).api;
  const {connection} = useConnection();
  const store = useMemo(
    () => createStoreWithState(initialState(props.item as Operation, options, connection), [createPersistenceMiddleware(options)]),
    [props.item, options, connection],
  );
  return (
    <Provider store={store}>
      <OriginalApiExplorer {...props} />
    </Provider>
  );
}
