import {marked} from 'marked';

/**
 * The props the API plugin writes for an operation page's parts (`*.ParamsDetails.json`,
 * `*.RequestSchema.json`, `*.StatusCodes.json`), with every Markdown `description` turned into
 * HTML, as `descriptionHtml`, so that the site's parts (src/components/ApiSchema) render it as
 * it is and the browser needs no Markdown library. Schema-aware: a property named `description`
 * in a `properties` map is a field, not a description.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Markdown to HTML; the input is our own OpenAPI description, so its raw HTML is trusted. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, {async: false, gfm: true}).trim();
}

/** `description` to `descriptionHtml` on this object only. */
function described(object: Json): Json {
  const {description, ...rest} = object;
  return typeof description === 'string' && description.trim() ? {...rest, descriptionHtml: markdownToHtml(description)} : rest;
}

export function schemaWithHtml(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const result = described(schema);
  for (const key of ['items', 'not', 'additionalProperties', 'contains', 'if', 'then', 'else']) {
    if (isObject(result[key])) result[key] = schemaWithHtml(result[key]);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf', 'prefixItems']) {
    if (Array.isArray(result[key])) result[key] = (result[key] as unknown[]).map(schemaWithHtml);
  }
  if (isObject(result.properties)) {
    result.properties = Object.fromEntries(Object.entries(result.properties).map(([name, property]) => [name, schemaWithHtml(property)]));
  }
  return result;
}

function contentWithHtml(content: unknown): unknown {
  if (!isObject(content)) return content;
  return Object.fromEntries(
    Object.entries(content).map(([type, media]) => [type, isObject(media) ? {...media, schema: schemaWithHtml(media.schema)} : media]),
  );
}

/** A part's props, by the part's name as the plugin writes it. */
export function partWithHtml(part: 'ParamsDetails' | 'RequestSchema' | 'StatusCodes', props: Json): Json {
  switch (part) {
    case 'ParamsDetails':
      return {
        ...props,
        parameters: (props.parameters as Json[] | undefined)?.map((parameter) => ({...described(parameter), schema: schemaWithHtml(parameter.schema)})),
      };
    case 'RequestSchema': {
      if (!isObject(props.body)) return props;
      return {...props, body: {...described(props.body), content: contentWithHtml(props.body.content)}};
    }
    case 'StatusCodes':
      return {
        ...props,
        responses: Object.fromEntries(
          Object.entries((props.responses as Record<string, Json> | undefined) ?? {}).map(([code, response]) => [
            code,
            {
              ...described(response),
              ...(isObject(response.headers)
                ? {
                    headers: Object.fromEntries(
                      Object.entries(response.headers).map(([name, header]) => [name, isObject(header) ? {...described(header), schema: schemaWithHtml(header.schema)} : header]),
                    ),
                  }
                : {}),
              ...(response.content ? {content: contentWithHtml(response.content)} : {}),
            },
          ]),
        ),
      };
  }
}
