/**
 * Log lines shaped like the ones Docbox 0.9.3 writes with its default JSON format
 * (packages/docbox/src/logging/fmt.rs at 2197bc0: tracing-subscriber 0.3.23's JSON formatter with
 * `with_span_list(true)`, file and line number, no target), for the journal and CloudWatch
 * stand-ins. The JSON is written by hand, not with JSON.stringify, because one of Docbox's lines
 * has the same key twice: `tracing::error!(?error, message = %error, "error running server")`
 * (packages/docbox/src/main.rs:73) records the format string as `message` first, then `error`, then
 * the second `message`, and the formatter writes every field as it is recorded.
 *
 * SERVER_EVENTS lists the error and warning lines the monitoring page's alert table names, with
 * the level, file and line each is logged at in the source (server 0.9.3, commit 2197bc0). The
 * `response failed` line is tower-http 0.6.8's (its `DefaultOnFailure`); its path and line here
 * only stand for a library's. A test reads the table from the page and checks each name against
 * this list.
 */

export type LogLevel = 'ERROR' | 'WARN' | 'INFO' | 'DEBUG' | 'TRACE';

export type LogSpan = {name: string; values: Record<string, string>};

export type LogEvent = {
  level: LogLevel;
  message: string;
  /** Values logged with the event, after `message`, in the order the macro names them. */
  fields?: [string, string | number | boolean][];
  /** A second `message` field after the others, as `error running server` has. */
  secondMessage?: string;
  filename: string;
  line: number;
  /** Enclosing spans, outermost first (only those the level filter lets through). */
  spans?: LogSpan[];
  timestamp?: string;
};

const json = (value: unknown) => JSON.stringify(value);

function spanJson(span: LogSpan): string {
  // The formatter writes a span's recorded values, then its name.
  const entries = Object.entries(span.values)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${json(key)}:${json(value)}`);
  return `{${[...entries, `"name":${json(span.name)}`].join(',')}}`;
}

/** One line of Docbox's JSON log, key for key as tracing-subscriber writes it. */
export function serverLogLine(event: LogEvent): string {
  const fields = [`"message":${json(event.message)}`, ...(event.fields ?? []).map(([key, value]) => `${json(key)}:${json(value)}`)];
  if (event.secondMessage !== undefined) fields.push(`"message":${json(event.secondMessage)}`);
  const parts = [
    `"timestamp":${json(event.timestamp ?? '2026-08-20T02:41:09.482913Z')}`,
    `"level":${json(event.level)}`,
    `"fields":{${fields.join(',')}}`,
    `"filename":${json(event.filename)}`,
    `"line_number":${event.line}`,
  ];
  const spans = event.spans ?? [];
  if (spans.length > 0) parts.push(`"span":${spanJson(spans.at(-1)!)}`, `"spans":[${spans.map(spanJson).join(',')}]`);
  return `{${parts.join(',')}}`;
}

type SourceEvent = {level: LogLevel; filename: string; line: number; fields: string[]; secondMessage?: boolean};

const core = (file: string) => `packages/docbox-core/src/${file}`;

/** The alert table's lines, where the server logs them (2197bc0), with the names of their values. */
export const SERVER_EVENTS: Record<string, SourceEvent> = {
  'error running server': {level: 'ERROR', filename: 'packages/docbox/src/main.rs', line: 73, fields: ['error'], secondMessage: true},
  'response failed': {level: 'ERROR', filename: '/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/tower-http-0.6.8/src/trace/on_failure.rs', line: 93, fields: ['classification', 'latency']},
  'failed to connect to root database': {level: 'ERROR', filename: 'packages/docbox-http/src/middleware/tenant.rs', line: 121, fields: ['error']},
  'failed to acquire root database pool': {level: 'ERROR', filename: core('notifications/process.rs'), line: 60, fields: ['error']},
  'failed to get tenant database pool': {level: 'ERROR', filename: core('notifications/process.rs'), line: 110, fields: ['error']},
  'failed to connect to tenant database': {level: 'ERROR', filename: core('purge/purge_expired_tasks.rs'), line: 43, fields: ['error']},
  'failed to refresh IAM pool connect options': {level: 'ERROR', filename: 'packages/docbox-database/src/pool.rs', line: 753, fields: ['error']},
  'error getting messages from sqs': {level: 'ERROR', filename: core('notifications/sqs.rs'), line: 69, fields: ['error']},
  'failed to complete presigned file upload': {level: 'ERROR', filename: core('notifications/process.rs'), line: 156, fields: ['error']},
  'failed to complete presigned upload': {level: 'ERROR', filename: core('files/upload_file_presigned.rs'), line: 206, fields: ['error']},
  'failed to set presigned task status': {level: 'ERROR', filename: core('files/upload_file_presigned.rs'), line: 199, fields: ['error']},
  'presigned upload folder no longer exists': {level: 'ERROR', filename: core('notifications/process.rs'), line: 136, fields: []},
  'failed to upload file': {level: 'ERROR', filename: 'packages/docbox-http/src/routes/file.rs', line: 202, fields: ['error']},
  'failed to mark task as complete': {level: 'ERROR', filename: core('tasks/background_task.rs'), line: 43, fields: ['error']},
  'failed to emit tenant event': {level: 'ERROR', filename: core('events/sqs.rs'), line: 86, fields: ['error', 'event']},
  'failed to purge presigned tasks': {level: 'ERROR', filename: core('purge/purge_expired_presigned_tasks.rs'), line: 20, fields: ['error']},
  'failed to purge expired tasks for tenants': {level: 'ERROR', filename: core('purge/purge_expired_tasks.rs'), line: 20, fields: ['error']},
  'failed to purge expired website metadata for tenants': {level: 'ERROR', filename: core('purge/purge_expired_website_metadata.rs'), line: 20, fields: ['error']},
  'failed to purge presigned tasks for tenant': {level: 'ERROR', filename: core('purge/purge_expired_presigned_tasks.rs'), line: 61, fields: ['error', 'tenant']},
  'failed to purge expired tasks for tenant': {level: 'ERROR', filename: core('purge/purge_expired_tasks.rs'), line: 56, fields: ['error', 'tenant']},
  'failed to purge expired website metadata for tenant': {level: 'ERROR', filename: core('purge/purge_expired_website_metadata.rs'), line: 53, fields: ['error', 'tenant']},
  'failed to delete presigned upload task': {level: 'ERROR', filename: core('purge/purge_expired_presigned_tasks.rs'), line: 85, fields: ['error']},
  'failed to delete expired presigned task file from tenant': {level: 'ERROR', filename: core('purge/purge_expired_presigned_tasks.rs'), line: 95, fields: ['error']},
  'failed to rollback created tenant s3 file': {level: 'ERROR', filename: core('files/upload_file.rs'), line: 500, fields: ['err']},
  'failed to rollback created file search index': {level: 'ERROR', filename: core('files/upload_file.rs'), line: 507, fields: ['index', 'err']},
  'queue not specified, falling back to no-op queue': {level: 'WARN', filename: core('notifications/mod.rs'), line: 53, fields: []},
  'DOCBOX_API_KEY not specified, its recommended you set one for security reasons': {level: 'WARN', filename: 'packages/docbox/src/main.rs', line: 217, fields: []},
  'file was uploaded into a bucket sqs is listening to but there was no matching tenant': {level: 'WARN', filename: core('notifications/process.rs'), line: 68, fields: []},
};

/** A line for one of SERVER_EVENTS, with made-up values of the right kind. */
export function serverEventLine(message: string, options: {spans?: LogSpan[]; errorText?: string} = {}): string {
  const source = SERVER_EVENTS[message];
  if (!source) throw new Error(`"${message}" is not one of the server's lines this test knows`);
  const errorText = options.errorText ?? 'pool timed out while waiting for an open connection';
  const value = (name: string): string => {
    if (name === 'error' || name === 'err') return `Database(PgDatabaseError { message: "${errorText}" })`;
    if (name === 'classification') return 'Status code: 500 Internal Server Error';
    if (name === 'latency') return '12 ms';
    if (name === 'tenant') return 'Tenant { name: "Acme", env: "Production" }';
    if (name === 'event') return 'FileCreated(FileWithScope { name: "contract.pdf" })';
    return 'docbox-acme-prod';
  };
  return serverLogLine({
    level: source.level,
    message,
    fields: source.fields.map((name) => [name, value(name)]),
    secondMessage: source.secondMessage ? errorText : undefined,
    filename: source.filename,
    line: source.line,
    spans: options.spans,
  });
}
