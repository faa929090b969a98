/**
 * Agent questions written blind (issue 46, third round): three sets written by readers who had not
 * seen the search, the index or the other question sets, each deciding the answering pages by
 * reading them (a route with an anchor names that section only). A developer's questions to a
 * coding agent, an operator's to theirs (day 2 included), and the terse queries an agent writes
 * itself while it works ("health check endpoint" style). They measure what the held-out set no
 * longer can, having been scored during the earlier rounds; their scores before and after the
 * third round's changes are in docs-dev/search.md. Judged in Node on the built index
 * (tests/search/held-out.test.ts).
 *
 * Two terse queries ("prometheus metrics endpoint", "notify my backend when a file gets deleted")
 * were written before their writer happened to see the keywords of the pages that answer them.
 */
import type {SearchCase} from './search-queries';

/** A developer integrating Docbox, to a coding agent that passes the words through. */
export const AGENT_DEVELOPER: SearchCase[] = [
  // The tenant file and docbox-cli create-tenant provision an isolated tenant per customer.
  {query: 'set up a separate tenant for each of our customers', pages: ['/docs/guides/setup/create-tenant']},
  // POST /box creates a box for a scope; the scope guide shows the per-user pattern.
  {query: 'how do I make a document box for a user the first time they sign up', pages: ['/docs/api/document-box-create', '/docs/guides/concepts/document-box-scope']},
  // 409 means a box with that scope already exists; troubleshooting entry says treat as "already there".
  {query: 'POST /box returns 409 conflict', pages: ['/docs/api/document-box-create', '/docs/guides/troubleshooting#scope-already-exists']},
  // 413 length limit exceeded comes from DOCBOX_MAX_FILE_SIZE_BYTES; upload guide explains checking the size.
  {query: 'upload fails with 413 payload too large for a 150mb pdf', pages: ['/docs/guides/troubleshooting#length-limit-exceeded', '/docs/guides/integrating/upload-files']},
  // asynchronous=true returns a task to poll with Get a task; the upload guide shows polling with a deadline.
  {query: 'how do i know when a background upload has finished processing', pages: ['/docs/api/task-get', '/docs/guides/integrating/upload-files']},
  // Presigned uploads send the bytes from the browser straight to the bucket.
  {query: 'let the browser send files straight to s3 without going through my backend', pages: ['/docs/guides/integrating/presigned-uploads', '/docs/api/file-create-presigned']},
  // raw-presigned returns a signed URL with a lifetime in seconds.
  {query: 'Can I give someone a download link that stops working after an hour?', pages: ['/docs/api/file-get-raw-presigned', '/docs/guides/integrating/presigned-uploads']},
  // Get a folder returns its sub-folders, files and links.
  {query: 'list files and subfolders of a folder', pages: ['/docs/api/folder-get']},
  // PUT on a file changes its name (and folder, pinned flag).
  {query: 'rename a document through the api', pages: ['/docs/api/file-update']},
  // The file edit-history route lists renames, moves and pins with the user and time.
  {query: 'show who changed a file and when, like an audit trail', pages: ['/docs/api/file-edit-history']},
  // Search guide has the SDK documentBox.search example; the operation page documents the request.
  {query: 'node.js full text search inside a box example', pages: ['/docs/guides/integrating/search', '/docs/api/document-box-search']},
  // Tenant events publish FILE_CREATED to an SQS queue when an upload is stored.
  {query: 'webhook or notification when a new file gets added', pages: ['/docs/guides/integrating/tenant-events']},
  // API reference's Headers section and the gateway's header table list the required headers.
  {query: 'what headers does every request to docbox need', pages: ['/docs/api/docbox', '/docs/guides/concepts/gateway']},
  // Troubleshooting entry for the 401 from the API key check, which also covers /health.
  {query: 'getting 401 Missing x-docbox-api-key even on the health check', pages: ['/docs/guides/troubleshooting#missing-or-invalid-api-key']},
  // Client libraries section: only the TS SDK exists; no Python package, use HTTP (Python samples on op pages).
  {query: 'python library for the docbox api?', pages: ['/docs/guides/integrating/typescript-sdk#client-libraries']},
  // The upload operation page has a Rust (reqwest) request sample tab.
  {query: 'rust reqwest example uploading a file to docbox', pages: ['/docs/api/file-upload']},
  // GET /health answers 200 while the process is up: a liveness probe.
  {query: 'kubernetes liveness probe url', pages: ['/docs/api/health']},
  // Generated Pdf of an office document is downloaded by type; file-types lists what each type gets.
  {query: 'fetch the pdf version docbox made from an uploaded docx', pages: ['/docs/api/file-get-generated-raw', '/docs/guides/integrating/file-types']},
  // Email attachments become child files with parent_id; listed by the children route.
  {query: 'get the attachments out of an uploaded .eml email', pages: ['/docs/api/file-get-children', '/docs/guides/integrating/file-types']},
  // fixed_id as idempotency key; the retry guide covers which creates can be repeated.
  {query: 'retry an upload after a timeout without ending up with a duplicate file', pages: ['/docs/guides/integrating/upload-files', '/docs/guides/integrating/errors-and-retries']},
  // Concurrent edits section: no ETags/If-Match, last write wins.
  {query: 'two people editing the same folder at once, is there etag or optimistic locking', pages: ['/docs/guides/integrating/errors-and-retries']},
  // POST /admin/search searches a list of scopes; guide section "Search several boxes".
  {query: "search across all of a tenant's boxes in one request", pages: ['/docs/api/admin-search-tenant', '/docs/guides/integrating/search']},
  // Box stats add up the size of all files in the box.
  {query: 'how much storage space is one box using', pages: ['/docs/api/document-box-stats']},
  // Folder zip creates an archive in a background task with a signed download.
  {query: 'bulk download all files in a folder as one archive', pages: ['/docs/api/folder-create-zip']},
  // Docbox has no permissions; the gateway authorises by scope.
  {query: 'how do I restrict which of my users can access which box', pages: ['/docs/guides/concepts/gateway', '/docs/guides/concepts/document-box-scope']},
  // Rules for scope strings: letters, digits, : - _ .
  {query: 'what characters am I allowed to use in a scope string', pages: ['/docs/guides/concepts/document-box-scope']},
  // hapi's 1 MiB default payload limit: the gateway warning and the known issue.
  {query: 'hapi gateway rejects uploads bigger than 1MB', pages: ['/docs/guides/concepts/gateway', '/docs/guides/known-issues#hapi-gateway-payload-limit']},
  // Troubleshooting entry for presigned uploads that never leave Pending.
  {query: 'presigned upload status stuck on Pending forever', pages: ['/docs/guides/troubleshooting#presigned-upload-stays-pending']},
  // The bucket's CORS rules section of the presigned guide.
  {query: 'CORS error when the browser PUTs to the signed S3 url', pages: ['/docs/guides/integrating/presigned-uploads']},
  // Links store a named URL in a folder.
  {query: 'save a url bookmark inside a folder', pages: ['/docs/api/link-create']},
  // Highlights section: snippets are not escaped, split on <em> and insert as text.
  {query: 'highlight matched words from search results without XSS', pages: ['/docs/guides/integrating/search']},
  // File search returns matching pages with snippets for one file.
  {query: 'find which pages of a pdf mention a keyword', pages: ['/docs/api/file-search']},
  // SDK versions table: for server 0.9.x use SDK 0.9.0, 0.9.1 or 0.10.0.
  {query: 'which version of the typescript sdk should I use with server 0.9.3', pages: ['/docs/guides/integrating/typescript-sdk#versions']},
  // Known issue: SDK 0.10.0 may ship without type definitions; install 0.9.1.
  {query: 'tsc error TS7016 could not find a declaration file for module @docbox-nz/docbox-sdk', pages: ['/docs/guides/known-issues#sdk-types-missing', '/docs/guides/integrating/typescript-sdk']},
  // Admin route reprocesses octet-stream files by guessing the type from the name; file-types explains sniffing.
  {query: 'files saved as application/octet-stream have no thumbnails, how to fix', pages: ['/docs/api/admin-reprocess-octet-stream-files', '/docs/guides/integrating/file-types']},
];

/** An operator who self-hosts Docbox, to an agent that passes the words through. */
export const AGENT_OPERATOR: SearchCase[] = [
  // tenant file + create-tenant command that makes the db, bucket, index
  {query: 'how do i add a new customer as a tenant', pages: ['/docs/guides/setup/create-tenant']},
  // the compose stack guide: postgres, minio, typesense, loker, converter, then the server
  {query: 'docker compose setup on my laptop for testing', pages: ['/docs/guides/getting-started/docker-compose/intro']},
  // reference of every server variable, with the minimum set a working server needs
  {query: 'what env vars does the server need', pages: ['/docs/guides/configuration/server-environment-variables']},
  // backup of root + tenant dbs, buckets, index, secrets, and how to restore
  {query: 'how do I back up docbox so I can recover if the database dies', pages: ['/docs/guides/operating/backup-and-restore']},
  // general upgrade procedure plus the 0.9.0 release notes (no migrations, zip field rename)
  {query: 'upgrade from 0.8 to 0.9', pages: ['/docs/guides/operating/upgrading', '/blog/docbox-0-9-0']},
  // troubleshooting entry for the exact start-up error
  {query: "docbox won't start, log says missing DOCBOX_DB_HOST environment variable", pages: ['/docs/guides/troubleshooting#missing-db-host']},
  // memory per upload / zip / rebuild and sizing rule of thumb
  {query: 'how much memory does docbox need', pages: ['/docs/guides/operating/capacity-and-scaling']},
  // the key rotation steps in the hardening page
  {query: 'rotate the api key', pages: ['/docs/guides/operating/security-hardening#rotate-the-key']},
  // journald on the API instance, pull-logs.sh, CloudWatch export
  {query: 'where are the logs on the aws instance', pages: ['/docs/guides/operating/monitoring-and-logs', '/docs/guides/getting-started/aws/closing-notes']},
  // "Tear everything down": delete tenants, terraform destroy, ECR repo, leftover secrets
  {query: 'tear down the aws deployment and remove everything terraform made', pages: ['/docs/guides/getting-started/aws/closing-notes']},
  // several servers: flush every server, background jobs once, SQS spread
  {query: 'can I run more than one docbox server behind a load balancer?', pages: ['/docs/guides/operating/capacity-and-scaling']},
  // server ignores SIGTERM; 137 entry plus the stop-signal guide
  {query: 'docker stop takes 10 seconds and the container shows exited 137', pages: ['/docs/guides/troubleshooting#container-exited-137', '/docs/guides/operating/start-stop-restart']},
  // postgres:latest is 18 and refuses the compose volume path
  {query: 'postgres container in the compose stack exits right away with an error about pg_ctlcluster', pages: ['/docs/guides/troubleshooting#postgres-18-compose-volume', '/docs/guides/known-issues#postgres-18-volume']},
  // missing upload notification channel (SQS / MinIO webhook)
  {query: 'browser uploads via presigned url never finish, status stuck on pending', pages: ['/docs/guides/troubleshooting#presigned-upload-stays-pending']},
  // setup overview has the docbox-cli install methods
  {query: 'install the docbox cli', pages: ['/docs/guides/setup/intro']},
  // the CLI's JSON config: guide with complete examples + field reference
  {query: 'example config json for the cli with postgres and s3', pages: ['/docs/guides/setup/cli-config', '/docs/guides/configuration/cli-config-file']},
  // create-root: root database and server role
  {query: 'set up the root database the first time', pages: ['/docs/guides/setup/create-root']},
  // cross builds for aarch64 / musl targets
  {query: 'build docbox for arm64 linux', pages: ['/docs/guides/building/building-with-cross']},
  // published images on ghcr / docker hub and their tags
  {query: 'is there a prebuilt docker image I can just pull', pages: ['/docs/guides/building/building-with-docker']},
  // cargo build from the repo, toolchain, poppler
  {query: 'compile the server myself from the git repo with cargo', pages: ['/docs/guides/building/building-from-source']},
  // delete-tenant switches and what every run does
  {query: 'remove a tenant along with its files, database and bucket', pages: ['/docs/guides/setup/intro#deleting-a-tenant']},
  // every AWS call, least-privilege policy, attaching the role on ECS/EKS/EC2
  {query: 'what iam permissions does the server role need if I run it on ecs', pages: ['/docs/guides/operating/aws-permissions']},
  // end-to-end check script to run after install or upgrade
  {query: 'quick way to check everything works after upgrading', pages: ['/docs/guides/operating/smoke-test']},
  // DOCBOX_USE_HTTPS and cert/key paths: env var table + TLS section of hardening
  {query: 'enable https on the docbox server', pages: ['/docs/guides/configuration/server-environment-variables#http-server', '/docs/guides/operating/security-hardening#tls-between-the-gateway-and-docbox']},
  // switch search.provider to database, migrate-search, rebuild; 0.4.0 notes on moving tenants
  // (The writer named the h4 "Search migrations follow search.provider"; search indexes h1 to h3, so its h3.)
  {query: 'move existing tenants from typesense to postgres search', pages: ['/docs/guides/setup/intro#subcommands', '/blog/docbox-0-4-0']},
  // zip archives only expire with the expire-1d lifecycle rule; orphaned objects
  {query: 'tenant bucket keeps growing, are the zip downloads ever cleaned up', pages: ['/docs/guides/operating/data-lifecycle']},
  // pool full for the acquire timeout; connection budget
  {query: 'PoolTimedOut errors in the server log', pages: ['/docs/guides/troubleshooting#pool-timed-out']},
  // DOCBOX_LOGGING_FORMAT=text; JSON became the default in 0.8.0
  {query: 'logs turned into json after the upgrade, how do I get plain text back', pages: ['/docs/guides/operating/monitoring-and-logs', '/blog/docbox-0-8-0']},
  // release notes of 0.9.3
  {query: 'what changed in 0.9.3', pages: ['/blog/docbox-0-9-3']},
  // CLI sends a location constraint S3 rejects in us-east-1
  {query: 'create-tenant fails with InvalidLocationConstraint in us-east-1', pages: ['/docs/guides/known-issues#create-tenant-us-east-1']},
  // VPC DNS attributes needed for interface endpoints
  {query: 'terraform apply error: enabling private dns requires enableDnsHostnames', pages: ['/docs/guides/getting-started/aws/aws-setup', '/docs/guides/troubleshooting#vpc-dns-attributes']},
  // what the Terraform builds and the VPC, database and VPN you must bring
  {query: 'what do I need in my aws account before running the terraform', pages: ['/docs/guides/getting-started/aws/aws-setup']},
  // drain on SIGINT, what a restart loses, restart with least loss
  {query: 'restart docbox without losing uploads that are in progress', pages: ['/docs/guides/operating/start-stop-restart']},
  // designing scope strings for document boxes
  {query: 'how should I name the document boxes for each of our users', pages: ['/docs/guides/concepts/document-box-scope']},
  // Docbox trusts every request; must sit behind your backend on a private network
  {query: 'is it ok to expose docbox directly to the internet', pages: ['/docs/guides/concepts/gateway']},
];

/** The queries a coding agent writes itself while integrating (first 20) or operating (last 20). */
export const AGENT_TERSE: SearchCase[] = [
  // ---- Integrating (20) ----

  // The API reference's Headers section and the gateway's header table both say what the tenant headers carry.
  {query: 'what goes in x-tenant-id and x-tenant-env headers', pages: ['/docs/api/docbox', '/docs/guides/concepts/gateway']},
  // x-user-id / x-user-name headers record the acting user as creator/editor (gateway "Acting user", API reference "User headers").
  {query: 'attribute uploads to the logged in user', pages: ['/docs/guides/concepts/gateway', '/docs/api/docbox']},
  // asynchronous=true upload returns a task id; poll Get a task; the upload guide walks through it with a deadline.
  {query: 'upload file in background and poll until processed', pages: ['/docs/guides/integrating/upload-files', '/docs/api/task-get', '/docs/api/file-upload']},
  // Presigned flow: guide covers the browser PUT and progress; the SDK's uploadPresigned reports progress; the operation creates the signed request.
  {query: 'browser upload straight to s3 with progress bar', pages: ['/docs/guides/integrating/presigned-uploads', '/docs/guides/integrating/typescript-sdk', '/docs/api/file-create-presigned']},
  // The presigned guide has a section on the bucket CORS rules; create-tenant sets storage_cors_origins / set-allowed-storage-cors-origins.
  {query: 'cors error on PUT to signed s3 url', pages: ['/docs/guides/integrating/presigned-uploads', '/docs/guides/setup/create-tenant']},
  // Thumbnails are generated files (SmallThumbnail/LargeThumbnail), downloaded by type; the file-types guide lists what each type gets.
  {query: 'get thumbnail image of uploaded pdf', pages: ['/docs/api/file-get-generated-raw', '/docs/guides/integrating/file-types', '/docs/api/file-get-generated']},
  // File content search returns matching pages with snippets; the search guide's "Matching pages in a file" section explains it.
  {query: 'which pages of a pdf contain a word', pages: ['/docs/api/file-search', '/docs/guides/integrating/search']},
  // size/offset/total_hits paging is described in the search guide, the box search operation and the reference's Pagination section.
  {query: 'paginate box search results offset', pages: ['/docs/guides/integrating/search', '/docs/api/document-box-search', '/docs/api/docbox']},
  // The SDK guide's "Create a client" shows an axios instance with baseURL, tenant headers and the API key.
  {query: 'init typescript sdk client with api key', pages: ['/docs/guides/integrating/typescript-sdk']},
  // Update a file moves it to another folder (folder_id) of the same box.
  {query: 'move a file to a different folder', pages: ['/docs/api/file-update']},
  // Links are named URLs stored in a folder; Create a link is the operation.
  {query: 'save a website url bookmark in a folder', pages: ['/docs/api/link-create']},
  // Get a folder returns its sub-folders, files and links; Get a document box does the same for the root folder.
  {query: 'list files and subfolders in a folder', pages: ['/docs/api/folder-get', '/docs/api/document-box-get']},
  // File edit history lists renames/moves/pins with the user; the SDK guide's Edit history section shows reading it.
  {query: 'audit trail who renamed or moved a file', pages: ['/docs/api/file-edit-history', '/docs/guides/integrating/typescript-sdk']},
  // Tenant events publish FILE_DELETED etc. to an SQS queue; the guide explains messages and a consumer.
  {query: 'notify my backend when a file gets deleted', pages: ['/docs/guides/integrating/tenant-events']},
  // fixed_id makes upload retries safe; both the upload guide and the errors/idempotency guide explain it.
  {query: 'retry failed upload without creating duplicate', pages: ['/docs/guides/integrating/upload-files', '/docs/guides/integrating/errors-and-retries']},
  // Writing a proxy without the hapi plugin: the gateway page's "Building your own gateway" section.
  {query: 'proxy docbox requests through my express backend', pages: ['/docs/guides/concepts/gateway']},
  // Designing scope strings (one box per user/project) and their character rules.
  {query: 'how to name box scopes per customer', pages: ['/docs/guides/concepts/document-box-scope']},
  // The SDK guide's client-libraries section: no Python/Rust SDK, call HTTP directly; operation pages have Python samples.
  {query: 'python client library for docbox api', pages: ['/docs/guides/integrating/typescript-sdk']},
  // Create a ZIP download of a folder runs as a task and returns a signed download.
  {query: 'download whole folder as zip', pages: ['/docs/api/folder-create-zip']},
  // Email uploads become child files for attachments; file-types explains, List a file's child files retrieves them.
  {query: 'get attachments from uploaded email', pages: ['/docs/guides/integrating/file-types', '/docs/api/file-get-children']},

  // ---- Operating (20) ----

  // terraform.tfvars variables and an example file for the AWS project.
  {query: 'tfvars example vpc id subnets ssh key', pages: ['/docs/guides/getting-started/aws/configure-terraform']},
  // Closing notes has the teardown procedure (delete tenants, security group rules, destroy).
  {query: 'remove docbox from aws account completely', pages: ['/docs/guides/getting-started/aws/closing-notes']},
  // The compose guide starts PostgreSQL, Typesense, MinIO etc. locally and runs the server against them.
  {query: 'local dev stack postgres minio typesense compose', pages: ['/docs/guides/getting-started/docker-compose/intro']},
  // Setup overview has the install options for docbox-cli (npm, shell, PowerShell, cargo).
  {query: 'install management cli with npm', pages: ['/docs/guides/setup/intro']},
  // The CLI JSON config's database section and setup user, in the setup guide and the field reference.
  {query: 'cli config json database setup user password', pages: ['/docs/guides/setup/cli-config', '/docs/guides/configuration/cli-config-file']},
  // create-root initialises the root database and its role before any tenant.
  {query: 'initialise root db with docbox-cli', pages: ['/docs/guides/setup/create-root']},
  // The tenant JSON file with its bucket name, queue ARN and event queue fields.
  {query: 'tenant definition json bucket name event queue', pages: ['/docs/guides/setup/create-tenant']},
  // DOCBOX_S3_ENDPOINT and access keys in the env var reference; the compose guide sets them for MinIO.
  {query: 'custom s3 endpoint env var for minio', pages: ['/docs/guides/configuration/server-environment-variables', '/docs/guides/getting-started/docker-compose/intro']},
  // Upgrade procedure with migrate-root/migrate/migrate-search; AWS closing notes has the short version.
  {query: 'apply db migrations when upgrading to new release', pages: ['/docs/guides/operating/upgrading', '/docs/guides/getting-started/aws/closing-notes']},
  // Backup guide has a pg_dump script for the root and every tenant database.
  {query: 'pg_dump every tenant database backup', pages: ['/docs/guides/operating/backup-and-restore']},
  // RUST_LOG levels and request logs (monitoring guide) and the logging variables (env var reference).
  {query: 'turn on debug logging server', pages: ['/docs/guides/operating/monitoring-and-logs', '/docs/guides/configuration/server-environment-variables']},
  // Monitoring guide states what the server exposes: no metrics endpoint.
  {query: 'prometheus metrics endpoint', pages: ['/docs/guides/operating/monitoring-and-logs']},
  // Capacity guide: several servers behind a load balancer, per-server caches, background jobs once.
  {query: 'horizontal scaling multiple docbox instances', pages: ['/docs/guides/operating/capacity-and-scaling']},
  // AWS permissions guide lists every IAM action and gives a least-privilege policy.
  {query: 'minimum iam permissions for docbox ec2 role', pages: ['/docs/guides/operating/aws-permissions']},
  // Security hardening explains how to change the API key with gateway and servers in step.
  {query: 'change DOCBOX_API_KEY value safely', pages: ['/docs/guides/operating/security-hardening']},
  // Server drains only on SIGINT; start/stop guide shows how to configure docker and systemd; known issue documents it.
  {query: 'graceful shutdown docker stop in-flight requests', pages: ['/docs/guides/operating/start-stop-restart', '/docs/guides/known-issues']},
  // Troubleshooting entry for PoolTimedOut; capacity guide covers the connection budget and acquire timeout.
  {query: 'PoolTimedOut error in logs', pages: ['/docs/guides/troubleshooting', '/docs/guides/operating/capacity-and-scaling']},
  // Troubleshooting "Presigned upload stays Pending"; the presigned guide explains how completion works and MinIO webhook needs.
  {query: 'presigned upload stuck pending after browser put', pages: ['/docs/guides/troubleshooting', '/docs/guides/integrating/presigned-uploads']},
  // What Docbox stores: tenant bucket object keys for uploads, generated files and zips.
  {query: 'object key layout in tenant s3 bucket', pages: ['/docs/guides/operating/what-docbox-stores']},
  // Release notes of 0.7.0 introduced RDS IAM authentication; the upgrading table lists it per release.
  {query: 'which release added rds iam auth', pages: ['/blog/docbox-0-7-0', '/docs/guides/operating/upgrading']},
];

/** The floors: first / first 3 / first 5, at or below the scores after the third round. */
export const AGENT_TARGETS = {first: 0.78, top3: 0.85, top5: 0.9};
