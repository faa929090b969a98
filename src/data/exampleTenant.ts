/**
 * The tenants the guides show. `exampleTenant` is THE example tenant: the Docker Compose guide
 * creates it and every request in the guides, the blog and the API reference names it.
 * `awsExampleTenant` is the one documented second tenant, on the AWS tab of the create-tenant
 * page: it must log in with IAM and follow the AWS Terraform's naming rules, and it uses other
 * names on purpose so that it never collides with the local tenant.
 *
 * `npm test` (tests/unit/example-tenant.test.ts) scans docs/, blog/ and the API reference for
 * tenant files, tenant headers and `--tenant-id` options, and fails when one names a tenant or a
 * value that differs from these.
 */

export type ExampleTenant = {
  id: string;
  name: string;
  env: string;
  db_name: string;
  db_role_name: string;
  /** Set when the tenant logs in with a password kept in the secrets manager. */
  db_secret_name?: string;
  /** Set when the tenant logs in with AWS RDS IAM. */
  db_iam_user?: boolean;
  storage_bucket_name: string;
  search_index_name: string;
};

export const exampleTenant: ExampleTenant = {
  id: '2705fc5b-591f-4464-a96b-7cf3dcae3583',
  name: 'Local development',
  env: 'Development',
  db_name: 'docbox_local_dev',
  db_role_name: 'docbox_local_dev_api',
  db_secret_name: 'postgres/docbox/dev/local',
  storage_bucket_name: 'docbox-local-dev',
  search_index_name: 'docbox-local-dev',
};

export const awsExampleTenant: ExampleTenant = {
  id: '8262f620-cdd6-4b80-b9a1-906df84d44f4',
  name: 'Acme',
  env: 'Production',
  db_name: 'docbox_acme_prod',
  db_role_name: 'docbox_acme_prod_api',
  db_iam_user: true,
  storage_bucket_name: 'docbox-acme-prod',
  search_index_name: 'docbox-acme-prod',
};

export const exampleTenants: ExampleTenant[] = [exampleTenant, awsExampleTenant];

/** A UUID that pages may use as an obvious placeholder for "your tenant's ID". */
export const placeholderTenantId = '00000000-0000-0000-0000-000000000000';
