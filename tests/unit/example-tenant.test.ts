import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {checkOpenApiTenantExample, checkTenantExamples} from '../../scripts/checks/lib/exampleTenant';
import {awsExampleTenant, exampleTenant} from '../../src/data/exampleTenant';

const root = path.resolve(__dirname, '../..');
const pages = (dir: string): string[] =>
  readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name));

const tenantFile = (fields: Record<string, string>) =>
  ['```json title="tenant.json"', '{', ...Object.entries(fields).map(([key, value]) => `  "${key}": "${value}",`), '}', '```'].join('\n');

describe('example tenant', () => {
  it('every page that shows a tenant shows one of the example tenants, with its own values', () => {
    // Generated API pages (docs/api) come from api/docbox.json, checked below.
    const files = [...pages('docs').filter((file) => !file.startsWith(path.join('docs', 'api'))), ...pages('blog'), ...pages('api/reference')];
    const problems = files.flatMap((file) => checkTenantExamples(file, readFileSync(path.join(root, file), 'utf8')));
    assert.deepEqual(problems.map((p) => `${p.file}:${p.line}: ${p.message}`), []);
  });

  it("the API description's x-tenant-id example is the example tenant", () => {
    const spec = JSON.parse(readFileSync(path.join(root, 'api/docbox.json'), 'utf8'));
    assert.deepEqual(checkOpenApiTenantExample('api/docbox.json', spec), []);
  });

  it('the guides show the example tenant where they show a tenant at all', () => {
    const compose = readFileSync(path.join(root, 'docs/guides/getting-started/docker-compose/intro.md'), 'utf8');
    const createTenant = readFileSync(path.join(root, 'docs/guides/setup/create-tenant.md'), 'utf8');
    assert.ok(compose.includes(`"id": "${exampleTenant.id}"`), 'the compose guide creates the example tenant');
    assert.ok(createTenant.includes(`"id": "${exampleTenant.id}"`), 'the create-tenant page shows the example tenant');
    assert.ok(createTenant.includes(`"id": "${awsExampleTenant.id}"`), 'the create-tenant page shows the AWS tenant');
  });

  it('the second tenant shares no name with the first, so both can be created side by side', () => {
    for (const field of ['id', 'db_name', 'db_role_name', 'storage_bucket_name', 'search_index_name'] as const) {
      assert.notEqual(exampleTenant[field], awsExampleTenant[field], field);
    }
  });

  it('reports an unknown tenant ID, a wrong env and a changed name, with file and line', () => {
    const page = [
      'Intro.',
      '',
      tenantFile({id: exampleTenant.id, name: exampleTenant.name, env: exampleTenant.env, db_name: 'docbox_other'}),
      '',
      '```bash',
      "curl -H 'x-tenant-id: 3c9a5e1f-7b2d-4f6c-8a3e-1d5b9f7c2e84' \\",
      "  -H 'x-tenant-env: Development' http://localhost:8080/box",
      `docbox-cli get-tenant --env Production --tenant-id ${exampleTenant.id}`,
      '```',
      '',
      `Run \`get-tenant --env Development --tenant-id ${awsExampleTenant.id}\` to check.`,
    ].join('\n');
    assert.deepEqual(checkTenantExamples('page.md', page), [
      {file: 'page.md', line: 8, message: `tenant ${exampleTenant.id} has db_name "${exampleTenant.db_name}", not "docbox_other"`},
      {file: 'page.md', line: 13, message: `tenant ID 3c9a5e1f-7b2d-4f6c-8a3e-1d5b9f7c2e84 is not an example tenant: use Local development (${exampleTenant.id}, Development) or Acme (${awsExampleTenant.id}, Production)`},
      {file: 'page.md', line: 15, message: `tenant ${exampleTenant.id} is shown with env "Production"; its env is "Development"`},
      {file: 'page.md', line: 18, message: `tenant ${awsExampleTenant.id} is shown with env "Development"; its env is "Production"`},
    ]);
  });

  it('reports a tenant file without an id and a wrong example in the API description', () => {
    assert.equal(checkTenantExamples('page.md', tenantFile({db_name: 'docbox_x'}))[0]?.message, 'tenant file without an "id"');
    const spec = {components: {parameters: {TenantId: {name: 'x-tenant-id', example: '3c9a5e1f-7b2d-4f6c-8a3e-1d5b9f7c2e84'}}}};
    assert.equal(checkOpenApiTenantExample('spec.json', spec).length, 1);
  });
});
