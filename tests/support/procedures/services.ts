/**
 * What the stand-ins answer for the services a Docbox deployment uses, so that a page's script
 * gets the answers the real tools give: the AWS CLI's output formats (`--query`, `--output
 * text|json`, `file://` parameters and their errors), a versioned S3, Secrets Manager,
 * `docbox-cli` reading the lab's real root database, and Docker's named volumes with
 * `docker run` of a throwaway container. Each model keeps its state in memory (or, for volumes, in
 * folders of the lab), so a test checks the outcome: which objects exist, what a secret holds,
 * what an archive contains.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import jmespath from 'jmespath';
import type {Lab, LabCall, Reply} from './lab';

/** The AWS CLI's answer: the response, filtered by `--query`, printed as `--output` asks (json by default). */
export function awsOutput(call: LabCall, response: unknown): Reply {
  const query = call.option('query');
  const value = query ? jmespath.search(response, query) : response;
  const output = call.option('output') ?? 'json';
  if (output === 'json') return {stdout: value === null && query ? 'null\n' : `${JSON.stringify(value, null, 4)}\n`};
  if (output !== 'text') return {stderr: `aws (stand-in): --output ${output} is not modelled\n`, exit: 3};
  return {stdout: awsText(value)};
}

/** `--output text`: scalars as they are (null as "None"), lists tab-separated, lists of lists one per line. */
function awsText(value: unknown): string {
  const scalar = (item: unknown) => (item === null || item === undefined ? 'None' : typeof item === 'object' ? JSON.stringify(item) : String(item));
  if (Array.isArray(value)) {
    if (value.length === 0) return '';
    if (value.every(Array.isArray)) return value.map((row) => `${(row as unknown[]).map(scalar).join('\t')}\n`).join('');
    return `${value.map(scalar).join('\t')}\n`;
  }
  if (value !== null && typeof value === 'object') return `${Object.values(value).map(scalar).join('\t')}\n`;
  return `${scalar(value)}\n`;
}

/** The AWS CLI's error for a failed call, as it prints it (exit status 254 for service errors). */
export function awsError(operation: string, code: string, message: string, status = 254): Reply {
  return {stderr: `\nAn error occurred (${code}) when calling the ${operation} operation: ${message}\n`, exit: status};
}

/** Reads a `file://` parameter the way the AWS CLI does (relative to the working folder); an error Reply when it cannot. */
export function awsFileParameter(call: LabCall, option: string): {text: string} | Reply {
  const value = call.option(option);
  if (value === undefined) return awsError('parameter', 'MissingParameter', `--${option} is required`, 252);
  if (!value.startsWith('file://')) return {text: value};
  const file = path.resolve(call.cwd, value.slice('file://'.length));
  if (!existsSync(file)) return {stderr: `\nError parsing parameter '--${option}': Unable to load paramfile ${value}: [Errno 2] No such file or directory: '${value.slice(7)}'\n`, exit: 252};
  return {text: readFileSync(file, 'utf8')};
}

/** A JSON parameter (inline or `file://`), parsed; an error Reply when it does not parse. */
export function awsJsonParameter(call: LabCall, option: string): {json: unknown} | Reply {
  const read = awsFileParameter(call, option);
  if (!('text' in read)) return read;
  try {
    return {json: JSON.parse(read.text)};
  } catch (error) {
    return {stderr: `\nError parsing parameter '--${option}': Invalid JSON: ${(error as Error).message}\n`, exit: 252};
  }
}

type ObjectVersion = {versionId: string; body: string; deleteMarker: boolean; lastModified: string};

/** S3 with versioning: buckets of keys, each with its versions newest first. */
export class S3Model {
  buckets = new Map<string, {versioning: 'Enabled' | 'Suspended' | null; lifecycle: unknown[] | null; objects: Map<string, ObjectVersion[]>}>();
  private counter = 0;

  bucket(name: string) {
    let bucket = this.buckets.get(name);
    if (!bucket) {
      bucket = {versioning: null, lifecycle: null, objects: new Map()};
      this.buckets.set(name, bucket);
    }
    return bucket;
  }

  put(bucketName: string, key: string, body = 'content'): void {
    const bucket = this.bucket(bucketName);
    const versions = bucket.objects.get(key) ?? [];
    const version = {versionId: bucket.versioning ? `v${(this.counter += 1)}` : 'null', body, deleteMarker: false, lastModified: new Date(Date.now() + this.counter).toISOString()};
    bucket.objects.set(key, bucket.versioning ? [version, ...versions] : [version, ...versions.filter((old) => old.versionId !== 'null')]);
  }

  /** A delete as Docbox makes it: a delete marker when versioning is on, the object gone otherwise. */
  delete(bucketName: string, key: string, versionId?: string): string | null {
    const bucket = this.bucket(bucketName);
    const versions = bucket.objects.get(key) ?? [];
    if (versionId) {
      bucket.objects.set(key, versions.filter((version) => version.versionId !== versionId));
      return null;
    }
    if (!bucket.versioning) {
      bucket.objects.delete(key);
      return null;
    }
    const marker = {versionId: `m${(this.counter += 1)}`, body: '', deleteMarker: true, lastModified: new Date(Date.now() + this.counter).toISOString()};
    bucket.objects.set(key, [marker, ...versions]);
    return marker.versionId;
  }

  /**
   * What a `NoncurrentVersionExpiration` rule leaves of a key: its noncurrent object versions gone,
   * its delete markers kept (a deleted key keeps its marker with nothing behind it).
   */
  expireNoncurrent(bucketName: string, key: string): void {
    const bucket = this.bucket(bucketName);
    const versions = bucket.objects.get(key) ?? [];
    bucket.objects.set(key, versions.filter((version, index) => index === 0 || version.deleteMarker));
  }

  /** The current body of a key, or null when it has none (never written, deleted, behind a marker). */
  current(bucketName: string, key: string): string | null {
    const latest = this.buckets.get(bucketName)?.objects.get(key)?.[0];
    return latest && !latest.deleteMarker ? latest.body : null;
  }

  /** Answers the `aws s3api` calls the pages make. */
  handle(lab: Lab): void {
    const bucketOf = (call: LabCall) => call.option('bucket')!;
    lab.on('aws s3api put-bucket-versioning', (call) => {
      const status = /Status=(\w+)/.exec(call.option('versioning-configuration') ?? '')?.[1];
      if (status !== 'Enabled' && status !== 'Suspended') return awsError('PutBucketVersioning', 'MalformedXML', 'The XML you provided was not well-formed');
      this.bucket(bucketOf(call)).versioning = status;
      return {};
    });
    lab.on('aws s3api get-bucket-versioning', (call) => awsOutput(call, this.bucket(bucketOf(call)).versioning ? {Status: this.bucket(bucketOf(call)).versioning} : {}));
    lab.on('aws s3api get-bucket-lifecycle-configuration', (call) => {
      const rules = this.bucket(bucketOf(call)).lifecycle;
      if (!rules) return awsError('GetBucketLifecycleConfiguration', 'NoSuchLifecycleConfiguration', 'The lifecycle configuration does not exist');
      return awsOutput(call, {Rules: rules});
    });
    lab.on('aws s3api put-bucket-lifecycle-configuration', (call) => {
      const parsed = awsJsonParameter(call, 'lifecycle-configuration');
      if (!('json' in parsed)) return parsed;
      const rules = (parsed.json as {Rules?: {ID?: string}[]}).Rules;
      if (!Array.isArray(rules)) return awsError('PutBucketLifecycleConfiguration', 'MalformedXML', 'The XML you provided was not well-formed');
      const ids = rules.map((rule) => rule.ID);
      if (new Set(ids).size !== ids.length) return awsError('PutBucketLifecycleConfiguration', 'InvalidArgument', 'Rule ID must be unique. Found same ID for more than one rule');
      this.bucket(bucketOf(call)).lifecycle = rules;
      return {};
    });
    lab.on('aws s3api head-object', (call) => {
      const body = this.current(bucketOf(call), call.option('key')!);
      if (body === null) return awsError('HeadObject', '404', 'Not Found');
      return awsOutput(call, {ContentLength: body.length, ETag: '"etag"'});
    });
    lab.on('aws s3api delete-object', (call) => {
      const marker = this.delete(bucketOf(call), call.option('key')!, call.option('version-id'));
      return awsOutput(call, call.option('version-id') ? {VersionId: call.option('version-id')} : marker ? {DeleteMarker: true, VersionId: marker} : {});
    });
    lab.on('aws s3api list-object-versions', (call) => {
      const prefix = call.option('prefix') ?? '';
      const entries = [...this.bucket(bucketOf(call)).objects].filter(([key]) => key.startsWith(prefix));
      const shape = (key: string, version: ObjectVersion, index: number) => ({Key: key, VersionId: version.versionId, IsLatest: index === 0, LastModified: version.lastModified});
      return awsOutput(call, {
        Versions: entries.flatMap(([key, versions]) => versions.map((version, index) => ({version, index})).filter(({version}) => !version.deleteMarker).map(({version, index}) => ({...shape(key, version, index), Size: version.body.length}))),
        DeleteMarkers: entries.flatMap(([key, versions]) => versions.map((version, index) => ({version, index})).filter(({version}) => version.deleteMarker).map(({version, index}) => shape(key, version, index))),
      });
    });
    lab.on('aws s3api list-objects-v2', (call) => {
      const prefix = call.option('prefix') ?? '';
      const keys = [...this.bucket(bucketOf(call)).objects.keys()].filter((key) => key.startsWith(prefix) && this.current(bucketOf(call), key) !== null).sort();
      return awsOutput(call, keys.length > 0 ? {Contents: keys.map((key) => ({Key: key, Size: this.current(bucketOf(call), key)!.length}))} : {});
    });
  }
}

/** Secrets Manager: secrets by name, with their string value and whether they are scheduled for deletion. */
export class SecretsModel {
  secrets = new Map<string, {value: string; deletedDate: string | null}>();

  set(name: string, value: string | object): void {
    this.secrets.set(name, {value: typeof value === 'string' ? value : JSON.stringify(value), deletedDate: null});
  }

  handle(lab: Lab): void {
    lab.on('aws secretsmanager get-secret-value', (call) => {
      const id = call.option('secret-id')!;
      const secret = this.secrets.get(id);
      if (!secret) return awsError('GetSecretValue', 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
      if (secret.deletedDate) return awsError('GetSecretValue', 'InvalidRequestException', "You can't perform this operation on the secret because it was marked for deletion.");
      return awsOutput(call, {Name: id, SecretString: secret.value, VersionId: 'v1'});
    });
    lab.on('aws secretsmanager list-secrets', (call) => {
      const all = [...this.secrets].filter(([, secret]) => call.option('include-planned-deletion') === 'true' || !secret.deletedDate);
      return awsOutput(call, {SecretList: all.map(([name, secret]) => ({Name: name, ...(secret.deletedDate ? {DeletedDate: secret.deletedDate} : {})}))});
    });
    lab.on('aws secretsmanager restore-secret', (call) => {
      const id = call.option('secret-id')!;
      const secret = this.secrets.get(id);
      if (!secret) return awsError('RestoreSecret', 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
      secret.deletedDate = null;
      return awsOutput(call, {Name: id});
    });
    for (const operation of ['create-secret', 'put-secret-value'] as const) {
      lab.on(`aws secretsmanager ${operation}`, (call) => {
        const id = call.option(operation === 'create-secret' ? 'name' : 'secret-id')!;
        if (operation === 'create-secret' && this.secrets.has(id)) return awsError('CreateSecret', 'ResourceExistsException', `The operation failed because the secret ${id} already exists.`);
        if (operation === 'put-secret-value' && !this.secrets.has(id)) return awsError('PutSecretValue', 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
        const value = awsFileParameter(call, 'secret-string');
        if (!('text' in value)) return value;
        this.set(id, value.text);
        return awsOutput(call, {Name: id, VersionId: 'v2'});
      });
    }
  }
}

/**
 * docbox-cli answering from the lab's root database (get-tenants, get-tenant, check-root), in
 * CLI 0.9.0's JSON shape: the tenant records as the root stores them.
 */
export function docboxCliFromDatabase(lab: Lab): void {
  const tenants = () => {
    const rows = lab.pg!.sql(
      `SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'db_name', db_name, 'db_secret_name', db_secret_name,
         'db_iam_user_name', db_iam_user_name, 's3_name', s3_name, 'os_index_name', os_index_name, 'env', env,
         'event_queue_url', event_queue_url) ORDER BY name), '[]') FROM docbox_tenants`,
      {database: 'docbox'},
    );
    return JSON.parse(rows) as {id: string; env: string; name: string; s3_name: string; os_index_name: string; db_name: string}[];
  };
  const configured = (call: LabCall): Reply | null => {
    const config = call.option('config');
    if (config && !existsSync(path.resolve(call.cwd, config))) return {stderr: `Error: failed to read config file ${config}: No such file or directory (os error 2)\n`, exit: 1};
    return null;
  };
  lab.on('docbox-cli get-tenants', (call) => {
    const problem = configured(call);
    if (problem) return problem;
    const env = call.option('env');
    const list = tenants().filter((tenant) => !env || tenant.env === env);
    if (call.option('format') === 'json') return {stdout: `${JSON.stringify(list, null, 2)}\n`};
    return {stdout: list.map((tenant) => `│ ${tenant.id} │ ${tenant.name} │ ${tenant.env} │`).join('\n') + '\n'};
  });
  lab.on('docbox-cli get-tenant', (call) => {
    const problem = configured(call);
    if (problem) return problem;
    const tenant = tenants().find((candidate) => candidate.id === call.option('tenant-id') && candidate.env === call.option('env'));
    if (!tenant) return {stderr: 'Error: tenant not found\n', exit: 1};
    if (call.option('format') === 'json') return {stdout: `${JSON.stringify(tenant, null, 2)}\n`};
    return {stdout: `│ ID │ ${tenant.id} │\n│ Search Index Name │ ${tenant.os_index_name} │\n│ Storage Bucket Name │ ${tenant.s3_name} │\n`};
  });
  lab.on('docbox-cli check-root', (call) => {
    const problem = configured(call);
    if (problem) return problem;
    const ready = lab.pg!.trySql('SELECT 1 FROM docbox_tenants LIMIT 1', {database: 'docbox'}).status === 0;
    return ready ? {stdout: 'root is initialized\n'} : {stderr: 'root is not initialized\n', exit: 1};
  });
}

/**
 * Docker's named volumes as folders of the lab (`<lab>/.docker/volumes/<name>`), the compose
 * project's state, and `docker run --rm -v …` of a throwaway container: its command runs here with
 * the container's mount points rewritten to the volumes' folders (alpine's tar and sh are the
 * host's). As Docker does, a volume that does not exist is created empty when a container mounts it.
 */
export class DockerModel {
  readonly root: string;
  running = true;
  readonly containers = new Map<string, {image: string; args: string[]}>();

  constructor(private readonly lab: Lab) {
    this.root = path.join(lab.dir, '.docker', 'volumes');
    mkdirSync(this.root, {recursive: true});
  }

  volume(name: string): string {
    const dir = path.join(this.root, name);
    mkdirSync(dir, {recursive: true});
    return dir;
  }

  handle(): void {
    const lab = this.lab;
    lab.on('docker compose stop', () => {
      this.running = false;
      return {stderr: ' Container containers-database-1  Stopped\n'};
    });
    lab.on('docker compose start', () => {
      this.running = true;
      return {stderr: ' Container containers-database-1  Started\n'};
    });
    lab.on('docker volume ls', (call) => {
      const names = existsSync(this.root) ? spawnSync('ls', [this.root], {encoding: 'utf8'}).stdout.split('\n').filter(Boolean) : [];
      return {stdout: call.option('quiet') === 'true' ? names.map((name) => `${name}\n`).join('') : `DRIVER    VOLUME NAME\n${names.map((name) => `local     ${name}\n`).join('')}`};
    });
    lab.on('docker run', (call) => this.run(call));
  }

  private run(call: LabCall): Reply {
    const mounts: [string, string][] = [];
    for (const spec of call.options('volume')) {
      const [source, target] = spec.split(':');
      const host = source!.startsWith('/') ? source! : this.volume(source!);
      if (!existsSync(host)) return {stderr: `docker: Error response from daemon: invalid mount config: bind source path does not exist: ${source}\n`, exit: 125};
      mounts.push([target!, host]);
    }
    const [image, ...command] = call.words.slice(1);
    if (call.option('rm') !== 'true') this.containers.set(call.option('name') ?? `container-${this.containers.size + 1}`, {image: image!, args: command});
    if (call.option('detach') === 'true') return {stdout: 'f00dcafe\n'};
    if (!image || command.length === 0) return {stderr: 'docker run (stand-in): only throwaway containers that run a command are modelled\n', exit: 3};
    // Longest mount point first, so /backup/x is not read as /b + ackup.
    mounts.sort((a, b) => b[0].length - a[0].length);
    const rewrite = (arg: string) => mounts.reduce((text, [target, host]) => text.replace(new RegExp(`(^|[\\s'"=:])${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=/|$|[\\s'"])`, 'g'), `$1${host}`), arg);
    const result = spawnSync(command[0]!, command.slice(1).map(rewrite), {encoding: "utf8", cwd: "/", input: call.stdin});
    return {stdout: result.stdout, stderr: result.stderr, exit: result.status ?? 1};
  }
}
