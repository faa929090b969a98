import type {ReactNode} from 'react';
import clsx from 'clsx';
import {constraintsOf, exampleOf, fieldsOf, hasInside, isNullable, normalize, typeLabel, variantsOf, asJson, type Schema} from './schema';
import styles from './styles.module.css';

/**
 * An operation's parameters, request body and responses, as plain HTML: every field, type,
 * constraint, variant and status code is in the server's HTML, readable without scripts and
 * indexed by the search. Nested fields and variants sit in native `<details>`, which open without
 * JavaScript; all status codes are sections one after the other, not tabs. The generated
 * operation pages pass each part the API plugin's JSON (scripts/build/api-generate.ts), with the
 * descriptions already HTML, so the browser needs no Markdown library. In the browser these parts
 * keep the server's HTML (src/components/operation/parts.tsx).
 */

export type Parameter = {name: string; in: string; required?: boolean; deprecated?: boolean; descriptionHtml?: string; schema?: Schema; example?: unknown};
export type MediaType = {schema?: Schema; example?: unknown; examples?: Record<string, {summary?: string; value?: unknown}>};
export type Header = {descriptionHtml?: string; schema?: Schema; required?: boolean; example?: unknown};
export type Response = {descriptionHtml?: string; headers?: Record<string, Header>; content?: Record<string, MediaType>};
export type RequestBody = {required?: boolean; descriptionHtml?: string; content?: Record<string, MediaType>};

function Html({html, className}: {html?: string; className?: string}): ReactNode {
  if (!html) return null;
  return <div className={clsx(styles.description, className)} dangerouslySetInnerHTML={{__html: html}} />;
}

function Constraints({schema}: {schema: Schema}): ReactNode {
  const s = normalize(schema);
  const list = constraintsOf(s);
  if (!list.length && !s.enum?.length) return null;
  return (
    <ul className={styles.constraints}>
      {s.enum?.length ? (
        <li>
          {s.enum.length === 1 ? 'only ' : 'one of '}
          {s.enum.map((value, index) => (
            <span key={index}>
              {index > 0 && ', '}
              <code>{asJson(value)}</code>
            </span>
          ))}
        </li>
      ) : null}
      {list.map(({label, value}) => (
        <li key={label}>
          {label}
          {value !== undefined && (
            <>
              {' '}
              <code>{value}</code>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The marks after a field's name: its type, required, nullable, deprecated, read or write only. */
function Marks({schema, required}: {schema: Schema; required?: boolean}): ReactNode {
  const s = normalize(schema);
  return (
    <>
      <span className={styles.type}>{typeLabel(s)}</span>
      {required && <span className={styles.required}>required</span>}
      {isNullable(s) && <span className={styles.nullable}>nullable</span>}
      {s.deprecated && <span className={styles.deprecated}>deprecated</span>}
      {s.readOnly && <span className={styles.flag}>read only</span>}
      {s.writeOnly && <span className={styles.flag}>write only</span>}
    </>
  );
}

/** What is inside a schema: its fields, its variants, its items. */
export function SchemaBody({schema, depth = 0}: {schema: Schema; depth?: number}): ReactNode {
  const s = normalize(schema);
  // The plugin's JSON has its references resolved; a cycle would not reach this deep.
  if (depth > 12) return null;
  const variants = variantsOf(s);
  const fields = fieldsOf(s);
  const extra = typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
  const items = s.items && hasInside(s.items) ? normalize(s.items) : undefined;
  return (
    <>
      {variants && (
        <div className={styles.variants}>
          <p className={styles.variantsLead}>
            {variants.kind === 'oneOf' ? 'Exactly one of' : 'Any of'} {variants.variants.length} variants
            {variants.variants[0]?.tag && (
              <>
                , told apart by <code>{variants.variants[0].tag.property}</code>
              </>
            )}
            :
          </p>
          <ul className={styles.variantList}>
            {variants.variants.map((variant, index) => (
              <li key={index}>
                <details className={styles.nested}>
                  <summary>
                    <span className={styles.variantName}>{variant.label}</span>
                    {variant.tag && (
                      <span className={styles.tag}>
                        <code>
                          {variant.tag.property}: {variant.tag.value}
                        </code>
                      </span>
                    )}
                    <span className={styles.type}>{typeLabel(variant.schema)}</span>
                  </summary>
                  <Html html={variant.schema.descriptionHtml} />
                  <Constraints schema={variant.schema} />
                  <SchemaBody schema={variant.schema} depth={depth + 1} />
                </details>
              </li>
            ))}
          </ul>
        </div>
      )}
      {fields.length > 0 && (
        <ul className={styles.fields}>
          {fields.map((field) => (
            <Field key={field.name} name={field.name} schema={field.schema} required={field.required} depth={depth} />
          ))}
        </ul>
      )}
      {extra && (
        <ul className={styles.fields}>
          <Field name="any other name" schema={extra} depth={depth} plainName />
        </ul>
      )}
      {s.prefixItems?.length ? (
        <ul className={styles.fields}>
          {s.prefixItems.map((item, index) => (
            <Field key={index} name={`item ${index + 1}`} schema={item} depth={depth} plainName />
          ))}
        </ul>
      ) : null}
      {items && !s.prefixItems?.length && (
        <div className={styles.items}>
          <p className={styles.itemsLead}>
            Each item: <span className={styles.type}>{typeLabel(items)}</span>
          </p>
          <Html html={items.descriptionHtml} />
          <Constraints schema={items} />
          <SchemaBody schema={items} depth={depth + 1} />
        </div>
      )}
    </>
  );
}

/** What a field's `<details>` holds, in its summary's words. */
const insideLabel = (schema: Schema): string => (variantsOf(schema) ? 'Variants of' : normalize(schema).properties ? 'Fields of' : 'Items of');

/** One field of an object, with what is inside it behind a `<details>`. */
function Field({name, schema, required, depth, plainName}: {name: string; schema: Schema; required?: boolean; depth: number; plainName?: boolean}): ReactNode {
  const s = normalize(schema);
  return (
    <li className={styles.field}>
      <div className={styles.fieldHead}>
        {plainName ? <span className={styles.plainName}>{name}</span> : <code className={styles.name}>{name}</code>}
        <Marks schema={s} required={required} />
      </div>
      <Html html={s.descriptionHtml} />
      <Constraints schema={s} />
      {hasInside(s) && (
        <details className={styles.nested}>
          <summary>
            {insideLabel(s)} <code>{name}</code>
          </summary>
          <SchemaBody schema={s} depth={depth + 1} />
        </details>
      )}
    </li>
  );
}

/**
 * An example as JSON (or as the text it is, for a string), in a closed `<details>`. `api-example`
 * leaves it out of the search index (config/search.ts): it repeats the fields listed above it.
 */
function Example({value, label = 'Example'}: {value: unknown; label?: string}): ReactNode {
  if (value === undefined) return null;
  return (
    <details className={clsx(styles.example, 'api-example')}>
      <summary>{label}</summary>
      <pre className={styles.exampleCode}>
        <code>{typeof value === 'string' ? value : JSON.stringify(value, null, 2)}</code>
      </pre>
    </details>
  );
}

/** A body or response's content: one section per content type, schema then examples. */
function Content({content, idPrefix}: {content: Record<string, MediaType>; idPrefix: string}): ReactNode {
  return (
    <>
      {Object.entries(content).map(([type, media]) => {
        const schema = media.schema ? normalize(media.schema) : undefined;
        const examples = Object.entries(media.examples ?? {});
        return (
          <div key={type} className={styles.media} id={`${idPrefix}-${type.replace(/[^a-z0-9]+/gi, '-')}`}>
            <p className={styles.mediaType}>
              Content type <code>{type}</code>
              {schema && (
                <>
                  {' '}
                  · <span className={styles.type}>{typeLabel(schema)}</span>
                </>
              )}
            </p>
            {schema && (
              <>
                <Html html={schema.descriptionHtml} />
                <Constraints schema={schema} />
                <SchemaBody schema={schema} />
              </>
            )}
            {examples.length > 0
              ? examples.map(([name, example]) => <Example key={name} label={`Example: ${example.summary ?? name}`} value={example.value} />)
              : <Example value={media.example ?? (schema ? exampleOf(schema) : undefined)} />}
          </div>
        );
      })}
    </>
  );
}

const PARAMETER_PLACES: [string, string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];

/** The operation's path, query, header and cookie parameters, one list each. */
export function ApiParameters({parameters = []}: {parameters?: Parameter[]}): ReactNode {
  return (
    <>
      {PARAMETER_PLACES.map(([place, heading]) => {
        const here = parameters.filter((parameter) => parameter.in === place);
        if (!here.length) return null;
        return (
          <section key={place} className={styles.part} aria-labelledby={`${place}-parameters`}>
            <h3 id={`${place}-parameters`} className={styles.partHeading}>
              {heading}
            </h3>
            <ul className={styles.fields}>
              {here.map((parameter) => {
                const schema = normalize(parameter.schema ?? {});
                const example = parameter.example ?? schema.example;
                return (
                  <li key={parameter.name} className={styles.field}>
                    <div className={styles.fieldHead}>
                      <code className={styles.name}>{parameter.name}</code>
                      <Marks schema={{...schema, deprecated: parameter.deprecated ?? schema.deprecated}} required={parameter.required} />
                    </div>
                    <Html html={parameter.descriptionHtml ?? schema.descriptionHtml} />
                    <Constraints schema={schema} />
                    {example !== undefined && (
                      <p className={styles.inlineExample}>
                        Example: <code>{typeof example === 'string' ? example : asJson(example)}</code>
                      </p>
                    )}
                    {hasInside(schema) && (
                      <details className={styles.nested}>
                        <summary>
                          {insideLabel(schema)} <code>{parameter.name}</code>
                        </summary>
                        <SchemaBody schema={schema} depth={1} />
                      </details>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** The request body: whether it is required, its description, and each content type's schema. */
export function ApiRequestBody({body}: {title?: string; body?: RequestBody}): ReactNode {
  if (!body?.content) return null;
  return (
    <section className={styles.part} aria-labelledby="request-body">
      <h3 id="request-body" className={styles.partHeading}>
        Body
        {body.required && <span className={styles.required}>required</span>}
      </h3>
      <Html html={body.descriptionHtml} />
      <Content content={body.content} idPrefix="request-body" />
    </section>
  );
}

// The reason phrases of the status codes, as HTTP names them.
const REASONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const badgeOf = (code: string) => (code.startsWith('2') ? 'success' : code.startsWith('3') ? 'info' : 'danger');

/**
 * Every response, one section each in the order of the description: code, headers, content.
 * After the first, a response (its heading too) is left out of the search index (`api-not-indexed`,
 * config/search.ts): the error responses repeat the same error bodies on every page, which
 * pushed the pages a search should find below the others (tests/search).
 */
export function ApiResponses({responses = {}}: {responses?: Record<string, Response>}): ReactNode {
  return (
    <section className={styles.responses} aria-labelledby="responses">
      <h2 id="responses">Responses</h2>
      {Object.entries(responses).map(([code, response], index) => {
        const headers = Object.entries(response.headers ?? {});
        return (
          <section
            key={code}
            className={clsx(styles.response, index > 0 && 'api-not-indexed')}
            aria-labelledby={`response-${code}`}
            data-status={code}>
            <h3 id={`response-${code}`} className={styles.responseHeading}>
              <span className={clsx('badge', `badge--${badgeOf(code)}`, styles.status)}>{code}</span>
              {/* A space, so that the heading's text reads "404 Not Found" (search index, copied text). */}
              {REASONS[code] && <> <span className={styles.reason}>{REASONS[code]}</span></>}
            </h3>
            <div>
              <Html html={response.descriptionHtml} />
              {headers.length > 0 && (
                <div className={styles.part}>
                  <p className={styles.mediaType}>Headers</p>
                  <ul className={styles.fields}>
                    {headers.map(([name, header]) => {
                      const schema = normalize(header.schema ?? {});
                      return (
                        <li key={name} className={styles.field}>
                          <div className={styles.fieldHead}>
                            <code className={styles.name}>{name}</code>
                            <Marks schema={schema} required={header.required} />
                          </div>
                          <Html html={header.descriptionHtml ?? schema.descriptionHtml} />
                          <Constraints schema={schema} />
                          {header.example !== undefined && (
                            <p className={styles.inlineExample}>
                              Example: <code>{typeof header.example === 'string' ? header.example : asJson(header.example)}</code>
                            </p>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              )}
              {response.content ? <Content content={response.content} idPrefix={`response-${code}`} /> : <p className={styles.noBody}>No body.</p>}
            </div>
          </section>
        );
      })}
    </section>
  );
}
