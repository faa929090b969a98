/**
 * docbox-cli 0.9.0's migration commands (`migrate-root`, `migrate`, `migrate-search`,
 * `migrate-storage`) and `--version`, answering from the lab's root database and an S3Model the
 * way docbox-management 0.11.0 runs them (docbox@fb74b93 packages/docbox-management/src/
 * root/migrate_root.rs and tenant/migrate_tenants*.rs), and printing what CLI 0.9.0 prints
 * (docbox-cli@912543e src/main.rs): `Migrations applied` or `{"success": true}` for migrate-root;
 * for the others a table of ID, Name, Env and Outcome (`Success` or `Failed: …`), or the outcome
 * as JSON with `--format json`.
 *
 * As the CLI does: tenants in name order, filtered by `--env` and `--tenant-id`; without
 * `--skip-failed` the first failed tenant ends the run with status 0 and leaves the tenants after it
 * alone; with `--skip-failed` that failure is an error (status 1); `migrate-search` applies
 * migrations only when the configuration's `search.provider` is `database`; `migrate-storage` adds
 * the two lifecycle rules to whatever the bucket has and is never recorded. The model writes the
 * records (the root's migration tables, as the setup user) and the buckets' rules, not the tenant
 * databases' tables.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {rootMigrations, searchMigrations, tenantMigrations} from '../../../src/data/docboxDatabase';
import type {Lab, LabCall, Reply} from './lab';
import type {S3Model} from './services';

type Tenant = {env: string; id: string; name: string; db_name: string; s3_name: string};
type Target = {env: string; name: string; tenant_id: string};
type Outcome = {applied_tenants: Target[]; failed_tenants: [string, Target][]};

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A comfy-table UTF8_FULL table with round corners, as the CLI prints it. */
export function cliTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (left: string, fill: string, join: string, right: string) => `${left}${widths.map((width) => fill.repeat(width + 2)).join(join)}${right}`;
  const row = (cells: string[]) => `│${cells.map((cell, i) => ` ${cell.padEnd(widths[i]!)} `).join('┆')}│`;
  const body = rows.map(row).join(`\n${line('├', '╌', '┼', '┤')}\n`);
  return [line('╭', '─', '┬', '╮'), row(header), line('╞', '═', '╪', '╡'), ...(body ? [body] : []), line('╰', '─', '┴', '╯')].join('\n');
}

export class MigrationsModel {
  /** Tenant IDs whose next migration fails, with the error the CLI reports for them. */
  readonly failing = new Map<string, string>();

  constructor(
    private readonly lab: Lab,
    private readonly s3?: S3Model,
  ) {}

  private asSetup(sql: string) {
    const {setupUser, setupPassword} = this.lab.deployment!;
    return this.lab.pg!.trySql(sql, {database: 'docbox', user: setupUser, password: setupPassword});
  }

  /** The CLI's error: color-eyre's report on stderr, and with --format json also {"error"} on stdout. */
  private error(call: LabCall, message: string): Reply {
    const json = call.option('format') === 'json' ? `${JSON.stringify({error: message}, null, 2)}\n` : '';
    return {stdout: json, stderr: `Error: \n   0: ${message}\n`, exit: 1};
  }

  /** The configuration file, read as the CLI reads it (relative to its working folder). */
  private config(call: LabCall): {config: {search?: {provider?: string}}} | {failed: Reply} {
    const file = call.option('config');
    if (!file) return {failed: this.error(call, 'must provided either --config or --aws-config-secret check --help for more details')};
    const full = path.resolve(call.cwd, file);
    if (!existsSync(full)) return {failed: this.error(call, 'No such file or directory (os error 2)')};
    try {
      return {config: JSON.parse(readFileSync(full, 'utf8')) as {search?: {provider?: string}}};
    } catch {
      return {failed: this.error(call, 'failed to parse config')};
    }
  }

  private tenants(call: LabCall): Tenant[] | string {
    const result = this.asSetup(
      `SELECT coalesce(json_agg(json_build_object('env', env, 'id', id, 'name', name, 'db_name', db_name, 's3_name', s3_name) ORDER BY name), '[]') FROM docbox_tenants`,
    );
    if (result.status !== 0) return `failed to get tenants: error returned from database: ${result.stderr.replace(/^.*ERROR:\s*/s, '').split('\n')[0]}`;
    const env = call.option('env');
    const id = call.option('tenant-id');
    return (JSON.parse(result.stdout) as Tenant[]).filter((tenant) => (!env || tenant.env === env) && (!id || tenant.id === id));
  }

  private record(tenant: Tenant, names: string[]): string | null {
    const values = names.map((name) => `(${quote(tenant.env)}, ${quote(tenant.id)}::uuid, ${quote(name)}, now())`).join(', ');
    const result = this.asSetup(
      `INSERT INTO docbox_tenants_migrations (env, tenant_id, name, applied_at)
         SELECT * FROM (VALUES ${values}) AS m (env, tenant_id, name, applied_at)
         WHERE NOT EXISTS (SELECT 1 FROM docbox_tenants_migrations r WHERE r.env = m.env AND r.tenant_id = m.tenant_id AND r.name = m.name)`,
    );
    return result.status === 0 ? null : result.stderr;
  }

  /** Runs `apply` on each tenant as migrate_tenants* does, and prints the outcome. */
  private run(call: LabCall, apply: (tenant: Tenant) => string | null): Reply {
    const tenants = this.tenants(call);
    if (typeof tenants === 'string') return this.error(call, tenants);
    const outcome: Outcome = {applied_tenants: [], failed_tenants: []};
    for (const tenant of tenants) {
      const target = {env: tenant.env, name: tenant.name, tenant_id: tenant.id};
      const failure = this.failing.get(tenant.id) ?? apply(tenant);
      if (failure === null) {
        outcome.applied_tenants.push(target);
        continue;
      }
      outcome.failed_tenants.push([failure, target]);
      // migrate_tenants.rs: `if !config.skip_failed { break; }` and otherwise return the error.
      if (call.option('skip-failed') === 'true') return this.error(call, failure);
      break;
    }
    if (call.option('format') === 'json') return {stdout: `${JSON.stringify(outcome, null, 2)}\n`};
    const rows = [
      ...outcome.applied_tenants.map((target) => [target.tenant_id, target.name, target.env, 'Success']),
      ...outcome.failed_tenants.map(([error, target]) => [target.tenant_id, target.name, target.env, `Failed: ${error}`]),
    ];
    return {stdout: `${cliTable(['ID', 'Name', 'Env', 'Outcome'], rows)}\n`};
  }

  handle(): void {
    const lab = this.lab;
    lab.on('docbox-cli migrate-root', (call) => {
      const read = this.config(call);
      if ('failed' in read) return read.failed;
      const names = rootMigrations.map((name) => `(${quote(name)}, now())`).join(', ');
      // m0 creates the table on a root older than 0.4.0; then the missing migrations are applied.
      const result = this.asSetup(
        `CREATE TABLE IF NOT EXISTS docbox_root_migrations (name varchar PRIMARY KEY, applied_at timestamptz NOT NULL);
         INSERT INTO docbox_root_migrations (name, applied_at) VALUES ${names} ON CONFLICT (name) DO NOTHING;`,
      );
      if (result.status !== 0) return this.error(call, `failed to apply migrations: ${result.stderr}`);
      return call.option('format') === 'json' ? {stdout: `${JSON.stringify({success: true}, null, 2)}\n`} : {stdout: 'Migrations applied\n'};
    });
    lab.on('docbox-cli migrate', (call) => {
      const read = this.config(call);
      if ('failed' in read) return read.failed;
      return this.run(call, (tenant) => {
        const problem = this.record(tenant, tenantMigrations);
        return problem ? `failed to apply migrations: ${problem}` : null;
      });
    });
    lab.on('docbox-cli migrate-search', (call) => {
      const read = this.config(call);
      if ('failed' in read) return read.failed;
      const {config} = read;
      // Typesense and OpenSearch report no migrations: every tenant succeeds and nothing is recorded.
      const names = config.search?.provider === 'database' ? searchMigrations.filter((name) => !call.option('name') || name === call.option('name')) : [];
      return this.run(call, (tenant) => {
        if (names.length === 0) return null;
        const problem = this.record(tenant, names);
        return problem ? `failed to apply migration: ${problem}` : null;
      });
    });
    lab.on('docbox-cli migrate-storage', (call) => {
      const read = this.config(call);
      if ('failed' in read) return read.failed;
      if (!this.s3) return this.error(call, 'the lab has no S3 model for migrate-storage');
      return this.run(call, (tenant) => {
        if (call.option('name') && call.option('name') !== 'm1_storage_lifecycle_rules') return null;
        // s3.rs m1_storage_lifecycle_rules: the bucket's rules (none is fine) plus expire-1d and expire-30d.
        const bucket = this.s3!.bucket(tenant.s3_name);
        const rules = [
          ...(bucket.lifecycle ?? []),
          {ID: 'expire-1d', Status: 'Enabled', Filter: {Tag: {Key: 'expire', Value: '1d'}}, Expiration: {Days: 1}},
          {ID: 'expire-30d', Status: 'Enabled', Filter: {Tag: {Key: 'expire', Value: '30d'}}, Expiration: {Days: 30}},
        ] as {ID: string}[];
        // S3 refuses a configuration in which two rules share an ID (the S3Model does the same).
        if (new Set(rules.map((rule) => rule.ID)).size !== rules.length) return 'failed to apply migration: failed to put bucket lifecycle configuration: service error';
        bucket.lifecycle = rules;
        return null;
      });
    });
  }
}
