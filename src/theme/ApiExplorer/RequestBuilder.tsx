import {useMemo, type ComponentProps, type ReactNode} from 'react';
import {Provider} from 'react-redux';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import OriginalApiExplorer from '@theme-original/ApiExplorer';
import {createStoreWithState} from '@theme/ApiItem/store';
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import {createStorage} from '@theme/ApiExplorer/storage-utils';

type Props = ComponentProps<typeof OriginalApiExplorer>;
/** What the builder's starting state reads from an operation (an OpenAPI operation, unpacked). */
type Parameter = {
  in: string;
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

/**
 * The builder's starting state, from the operation: the response types it can accept, the body
 * types it can send, the servers, the parameters by where they go, and the security schemes.
 * (The theme's page component used to build this on every operation page's load; the site builds
 * it only when the reader opens the builder.)
 */
function initialState(item: Operation, options: ThemeOptions) {
  const accepts = Object.entries(item.responses ?? {})
    .filter(([code]) => SUCCESS.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  const bodyTypes = Object.keys(item.requestBody?.content ?? {});
  const params: Record<'path' | 'query' | 'header' | 'cookie', Parameter[]> = {path: [], query: [], header: [], cookie: []};
  for (const parameter of item.parameters ?? []) {
    params[parameter.in as keyof typeof params]?.push(prefilled(parameter));
  }
  // The server the reader chose last time, kept by the theme's persistence middleware.
  const savedServer = JSON.parse(createStorage(options?.authPersistence ?? 'sessionStorage').getItem('server') ?? 'null') as {
    url?: string;
  } | null;
  return {
    accept: {value: accepts[0], options: accepts},
    contentType: {value: bodyTypes[0], options: bodyTypes},
    server: {value: savedServer?.url ? savedServer : undefined, options: item.servers ?? []},
    response: {value: undefined},
    body: {type: 'empty'},
    params,
    auth: createAuth({security: item.security, securitySchemes: item.securitySchemes, options}),
    schemaSelection: {selections: {}},
    encodingSelection: {},
  };
}

/** The API theme's request builder with the store it reads and writes. Loaded when the reader opens it. */
export default function RequestBuilder(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const options = (siteConfig.themeConfig as {api?: ThemeOptions}).api;
  const store = useMemo(
    () => createStoreWithState(initialState(props.item as Operation, options), [createPersistenceMiddleware(options)]),
    [props.item, options],
  );
  return (
    <Provider store={store}>
      <OriginalApiExplorer {...props} />
    </Provider>
  );
}
