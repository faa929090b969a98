/**
 * Finds every place a page names a tenant (tenant JSON files, `x-tenant-id`/`x-tenant-env`
 * headers, `--tenant-id`/`--env` options, `getRequestTenant` results) and reports the ones that
 * differ from the example tenants in src/data/exampleTenant.ts. Used by
 * tests/unit/example-tenant.test.ts.
 */
import {type ExampleTenant, exampleTenants, placeholderTenantId} from '../../../src/data/exampleTenant';

export type TenantProblem = {file: string; line: number; message: string};

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** Fields of a tenant file whose value must match the data file. */
const TENANT_FIELDS = ['name', 'env', 'db_name', 'db_role_name', 'db_secret_name', 'storage_bucket_name', 'search_index_name'] as const;

const headerId = new RegExp(`x-tenant-id['"]?\\s*:\\s*['"]?(${UUID})`, 'i');
const headerEnv = /x-tenant-env['"]?\s*:\s*['"]?([A-Za-z0-9_-]+)/i;
const optionId = new RegExp(`--tenant-id[ =](${UUID})`);
const optionEnv = /--env[ =]([A-Za-z0-9_-]+)/;
const jsonField = /^\s*"([a-z_]+)"\s*:\s*(.+?),?\s*$/;
const objectId = new RegExp(`\\bid\\s*:\\s*['"](${UUID})['"]`);
const objectEnv = /\benv\s*:\s*['"]([^'"]+)['"]/;

/** The lines of each fenced code block, with their 1-based line numbers in the file. */
function codeBlocks(text: string): {start: number; lines: string[]}[] {
  const blocks: {start: number; lines: string[]}[] = [];
  const lines = text.split('\n');
  let fence: string | null = null;
  let current: {start: number; lines: string[]} | null = null;
  lines.forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
      current = {start: index + 2, lines: []};
    } else if (fence !== null && marker && line.trim() === fence) {
      blocks.push(current!);
      fence = null;
      current = null;
    } else if (current) {
      current.lines.push(line);
    }
  });
  return blocks;
}

const describe = (tenant: ExampleTenant) => `${tenant.name} (${tenant.id}, ${tenant.env})`;
const known = () => exampleTenants.map(describe).join(' or ');

function tenantById(id: string): ExampleTenant | undefined {
  return exampleTenants.find((tenant) => tenant.id === id.toLowerCase());
}

/** A value on the nearest line (within `reach` lines either way, same block) that matches. */
function nearby(lines: string[], index: number, pattern: RegExp, reach = 4): string | undefined {
  for (let distance = 0; distance <= reach; distance++) {
    for (const at of [index + distance, index - distance]) {
      const match = lines[at] !== undefined ? pattern.exec(lines[at]) : null;
      if (match) return match[1];
    }
  }
  return undefined;
}

export function checkTenantExamples(file: string, text: string): TenantProblem[] {
  const problems: TenantProblem[] = [];
  const report = (line: number, message: string) => problems.push({file, line, message});

  const checkId = (id: string, line: number): ExampleTenant | undefined => {
    if (id.toLowerCase() === placeholderTenantId) return undefined;
    const tenant = tenantById(id);
    if (!tenant) report(line, `tenant ID ${id} is not an example tenant: use ${known()}`);
    return tenant;
  };
  const checkEnv = (tenant: ExampleTenant | undefined, env: string | undefined, line: number) => {
    if (tenant && env !== undefined && env !== tenant.env) {
      report(line, `tenant ${tenant.id} is shown with env "${env}"; its env is "${tenant.env}"`);
    }
  };

  for (const block of codeBlocks(text)) {
    const {lines, start} = block;

    // Tenant files: JSON objects with a db_name field.
    const fields = new Map<string, {value: string; line: number}>();
    lines.forEach((line, index) => {
      const match = jsonField.exec(line);
      if (match) fields.set(match[1]!, {value: match[2]!.replace(/^"|"$/g, ''), line: start + index});
    });
    if (fields.has('db_name')) {
      const id = fields.get('id');
      const dbName = fields.get('db_name')!;
      const tenant = id ? checkId(id.value, id.line) : undefined;
      if (!id) report(dbName.line, 'tenant file without an "id"');
      if (tenant) {
        for (const field of TENANT_FIELDS) {
          const shown = fields.get(field);
          const expected = tenant[field];
          if (shown && shown.value !== expected) {
            report(shown.line, `tenant ${tenant.id} has ${field} "${expected ?? '(none)'}", not "${shown.value}"`);
          }
        }
      }
    }

    lines.forEach((line, index) => {
      const lineNumber = start + index;
      const header = headerId.exec(line);
      if (header) checkEnv(checkId(header[1]!, lineNumber), nearby(lines, index, headerEnv), lineNumber);
      const option = optionId.exec(line);
      if (option) checkEnv(checkId(option[1]!, lineNumber), nearby(lines, index, optionEnv), lineNumber);
      if (/getRequestTenant/.test(line)) {
        const idLine = lines.slice(index, index + 4).findIndex((candidate) => objectId.test(candidate));
        if (idLine >= 0) {
          const at = index + idLine;
          const tenant = checkId(objectId.exec(lines[at]!)![1]!, start + at);
          checkEnv(tenant, nearby(lines, at, objectEnv, 2), start + at);
        }
      }
    });
  }

  // Inline commands in prose, such as `get-tenant --env Production --tenant-id <id>`.
  let inFence: string | null = null;
  text.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (inFence === null && marker) inFence = marker;
    else if (inFence !== null && marker && line.trim() === inFence) inFence = null;
    if (inFence !== null || marker) return;
    for (const span of line.match(/`[^`]+`/g) ?? []) {
      const option = optionId.exec(span);
      if (option) checkEnv(checkId(option[1]!, index + 1), optionEnv.exec(span)?.[1], index + 1);
    }
  });

  return problems;
}

/** The example value of the tenant ID header parameter in an OpenAPI description. */
export function checkOpenApiTenantExample(file: string, spec: {components?: {parameters?: Record<string, {name?: string; example?: unknown}>}}): TenantProblem[] {
  const problems: TenantProblem[] = [];
  for (const [key, parameter] of Object.entries(spec.components?.parameters ?? {})) {
    if (parameter.name?.toLowerCase() !== 'x-tenant-id' || typeof parameter.example !== 'string') continue;
    if (!tenantById(parameter.example)) {
      problems.push({file, line: 0, message: `parameter ${key} has example ${parameter.example}, not an example tenant: use ${known()}`});
    }
  }
  return problems;
}
