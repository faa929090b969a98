/**
 * The AWS permissions page's blocks, run against an IAM stand-in that reads the policy and trust
 * documents the way AWS does: the page's JSON blocks are saved under the names the commands give
 * them, created as a policy and roles, attached, and the IAM policy simulator is answered from the
 * page's own policy, so a missing action shows as `implicitDeny`. The ECS, EKS and EC2 steps run
 * against stand-ins that keep what was registered, associated and annotated, and the tests check
 * that the role ends up where the server will look for it.
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import {ACCOUNT, evaluate, IamModel, policyProblem, type PolicyDocument, type Statement} from '../support/procedures/iam';
import {failsLoudly, Lab, type Fault, type LabCall} from '../support/procedures/lab';
import {pageBlock} from '../support/procedures/page-blocks';
import {awsError, awsJsonParameter, awsOutput} from '../support/procedures/services';

const PAGE = 'docs/guides/operating/aws-permissions.md';
const block = (title: string) => pageBlock(PAGE, {title});
const json = (title: string) => JSON.parse(block(title).code) as PolicyDocument;
const statements = (document: PolicyDocument) => (Array.isArray(document.Statement) ? document.Statement : [document.Statement]);

function assertAccount(calls: LabCall[]): void {
  for (const call of calls.filter((candidate) => candidate.program === 'aws')) {
    assert.deepEqual([call.option('profile'), call.option('region')], ['docbox-admin', 'ap-southeast-2'], `aws ${call.args.join(' ')}`);
  }
}

/** Saves a JSON block of the page as the file its title names, as the reader does. */
function saveJson(lab: Lab, title: string): PolicyDocument {
  lab.write(title, `${block(title).code}\n`);
  return json(title);
}

/** Every AWS call server 0.9.3 makes, on an example resource (the page's table, with the example names of the policy). */
const SERVER_CALLS: [string, string][] = [
  ...['s3:PutObject', 's3:PutObjectTagging', 's3:GetObject', 's3:DeleteObject'].map((action): [string, string] => [action, 'arn:aws:s3:::docbox-acme-prod/docbox-acme-prod:box/1_a.pdf']),
  ...['s3:PutObject', 's3:GetObject', 's3:DeleteObject'].map((action): [string, string] => [action, 'arn:aws:s3:::docbox-office-converter-tmp/input.docx']),
  ['sqs:ReceiveMessage', `arn:aws:sqs:ap-southeast-2:${ACCOUNT}:docbox-s3-upload-queue`],
  ['sqs:DeleteMessage', `arn:aws:sqs:ap-southeast-2:${ACCOUNT}:docbox-s3-upload-queue`],
  ['sqs:SendMessage', `arn:aws:sqs:ap-southeast-2:${ACCOUNT}:docbox-events-acme`],
  ['secretsmanager:GetSecretValue', `arn:aws:secretsmanager:ap-southeast-2:${ACCOUNT}:secret:postgres/docbox/config-Ab12Cd`],
  ['secretsmanager:GetSecretValue', `arn:aws:secretsmanager:ap-southeast-2:${ACCOUNT}:secret:postgres/docbox/prod/acme-Ab12Cd`],
  ['secretsmanager:GetSecretValue', `arn:aws:secretsmanager:ap-southeast-2:${ACCOUNT}:secret:typesense/credentials/docbox-Ab12Cd`],
  ['rds-db:connect', `arn:aws:rds-db:ap-southeast-2:${ACCOUNT}:dbuser:db-ABCDEFGHIJKLMNOPQRSTUVWXY/docbox_config_api`],
  ['rds-db:connect', `arn:aws:rds-db:ap-southeast-2:${ACCOUNT}:dbuser:db-ABCDEFGHIJKLMNOPQRSTUVWXY/docbox_acme_prod_api`],
  ['lambda:InvokeFunction', `arn:aws:lambda:ap-southeast-2:${ACCOUNT}:function:docbox-office-convert-lambda`],
  ['lambda:InvokeFunction', `arn:aws:lambda:ap-southeast-2:${ACCOUNT}:function:docbox-office-convert-lambda:live`],
  ...['es:ESHttpGet', 'es:ESHttpPost', 'es:ESHttpPut'].map((action): [string, string] => [action, `arn:aws:es:ap-southeast-2:${ACCOUNT}:domain/docbox-search/docbox-acme-prod/_search`]),
  ['logs:PutLogEvents', `arn:aws:logs:ap-southeast-2:${ACCOUNT}:log-group:/docbox/api:log-stream:api-1`],
];

describe('the least-privilege policy', () => {
  test('it parses, allows every call the server makes and nothing it does not', () => {
    const policy = json('docbox-server-policy.json');
    assert.equal(policyProblem(policy, 'identity'), null);
    for (const [action, resource] of SERVER_CALLS) assert.equal(evaluate([policy], {action, resource}), 'allowed', `${action} on ${resource}`);
    // What the page says the server never calls, and the CLI's own work.
    for (const [action, resource] of [
      ['s3:ListBucket', 'arn:aws:s3:::docbox-acme-prod'],
      ['s3:CreateBucket', 'arn:aws:s3:::docbox-acme-prod'],
      ['s3:PutBucketCORS', 'arn:aws:s3:::docbox-acme-prod'],
      ['sqs:GetQueueAttributes', `arn:aws:sqs:ap-southeast-2:${ACCOUNT}:docbox-s3-upload-queue`],
      ['secretsmanager:CreateSecret', `arn:aws:secretsmanager:ap-southeast-2:${ACCOUNT}:secret:postgres/docbox/config-Ab12Cd`],
      ['es:ESHttpDelete', `arn:aws:es:ap-southeast-2:${ACCOUNT}:domain/docbox-search/docbox-acme-prod`],
      ['rds-db:connect', `arn:aws:rds-db:ap-southeast-2:${ACCOUNT}:dbuser:db-ABCDEFGHIJKLMNOPQRSTUVWXY/docbox_setup`],
    ]) assert.equal(evaluate([policy], {action: action!, resource: resource!}), 'implicitDeny', `${action} on ${resource}`);
    // Every statement the page calls optional says so in its Sid; the two the server always needs do not.
    assert.deepEqual(statements(policy).filter((statement) => !statement.Sid!.startsWith('Optional')).map((statement) => statement.Sid), ['TenantBucketObjects', 'UploadNotifications']);
  });
});

describe('creating the role on each platform', () => {
  let lab: Lab;
  let iam: IamModel;
  before(async () => {
    lab = await Lab.start();
  });
  after(() => lab.stop());
  const freshIam = () => {
    iam = new IamModel();
    iam.handle(lab);
  };

  test('the policy is created from the saved JSON, and a broken file is refused', async () => {
    freshIam();
    const broken = await lab.run(block('Create the policy'));
    assert.notEqual(broken.exit, 0, 'no file yet');
    assert.match(broken.stderr, /Unable to load paramfile file:\/\/docbox-server-policy\.json/);
    saveJson(lab, 'docbox-server-policy.json');
    const result = await lab.run(block('Create the policy'));
    assert.equal(result.exit, 0, result.stderr);
    assertAccount(result.calls);
    assert.deepEqual(iam.policies.get(iam.policyArn('docbox-server'))!.document, json('docbox-server-policy.json'));
    assert.equal(JSON.parse(result.stdout).Policy.Arn, `arn:aws:iam::${ACCOUNT}:policy/docbox-server`, 'the ARN the later commands use');
  });

  test('ECS: a task role ECS tasks of the account may take, in the task definition the service runs', async () => {
    const trust = saveJson(lab, 'ecs-task-trust.json');
    const result = await lab.run(block('Create the ECS task role'));
    assert.equal(result.exit, 0, result.stderr);
    assertAccount(result.calls);
    const role = iam.roles.get('docbox-server-task')!;
    assert.deepEqual(role.attached, [iam.policyArn('docbox-server')]);
    const [statement] = statements(trust) as Statement[];
    assert.deepEqual([statement!.Principal, statement!.Action, statement!.Condition], [{Service: 'ecs-tasks.amazonaws.com'}, 'sts:AssumeRole', {StringEquals: {'aws:SourceAccount': ACCOUNT}}]);

    // The reader's task definition, with the role the page names.
    const revisions: {family: string; taskRoleArn?: string}[] = [];
    let service: {cluster?: string; service?: string; taskDefinition?: string} = {};
    lab.on('aws ecs register-task-definition', (call) => {
      const parsed = awsJsonParameter(call, 'cli-input-json');
      if (!('json' in parsed)) return parsed;
      revisions.push(parsed.json as {family: string; taskRoleArn?: string});
      return awsOutput(call, {taskDefinition: {...(parsed.json as object), revision: revisions.length}});
    });
    lab.on('aws ecs update-service', (call) => {
      const family = call.option('task-definition')!;
      if (!revisions.some((revision) => revision.family === family)) return awsError('UpdateService', 'ClientException', 'TaskDefinition not found.');
      service = {cluster: call.option('cluster'), service: call.option('service'), taskDefinition: family};
      return awsOutput(call, {service: {serviceName: call.option('service'), taskDefinition: `arn:aws:ecs:ap-southeast-2:${ACCOUNT}:task-definition/${family}:${revisions.length}`}});
    });
    lab.write('docbox-task-definition.json', JSON.stringify({family: 'docbox', taskRoleArn: role.arn, executionRoleArn: `arn:aws:iam::${ACCOUNT}:role/ecsTaskExecutionRole`, containerDefinitions: [{name: 'docbox', image: 'docbox'}]}));
    const deploy = await lab.run(block('Register the task definition and deploy it'));
    assert.equal(deploy.exit, 0, deploy.stderr);
    assertAccount(deploy.calls);
    assert.deepEqual(service, {cluster: 'my-cluster', service: 'docbox', taskDefinition: 'docbox'});
    // The service runs the newest revision of the family, and that one carries the task role.
    assert.equal(revisions.filter((revision) => revision.family === service.taskDefinition).at(-1)!.taskRoleArn, `arn:aws:iam::${ACCOUNT}:role/docbox-server-task`);
  });

  test('EKS Pod Identity: the Pod Identity service may take the role, for the pods\' service account', async () => {
    const trust = saveJson(lab, 'pod-identity-trust.json');
    const associations: Record<string, string | undefined>[] = [];
    lab.on('aws eks create-pod-identity-association', (call) => {
      if (!iam.roles.has(call.option('role-arn')!.split('/').at(-1)!)) return awsError('CreatePodIdentityAssociation', 'InvalidParameterException', 'Role does not exist');
      associations.push({cluster: call.option('cluster-name'), namespace: call.option('namespace'), serviceAccount: call.option('service-account'), role: call.option('role-arn')});
      return awsOutput(call, {association: {associationId: 'a-1'}});
    });
    const result = await lab.run(block('Create the Pod Identity role and association'));
    assert.equal(result.exit, 0, result.stderr);
    assertAccount(result.calls);
    const [statement] = statements(trust) as Statement[];
    assert.deepEqual([statement!.Principal, statement!.Action], [{Service: 'pods.eks.amazonaws.com'}, ['sts:AssumeRole', 'sts:TagSession']]);
    assert.deepEqual(iam.roles.get('docbox-server-pod')!.attached, [iam.policyArn('docbox-server')]);
    assert.deepEqual(associations, [{cluster: 'my-cluster', namespace: 'docbox', serviceAccount: 'docbox', role: iam.roleArn('docbox-server-pod')}]);
  });

  test('EKS with IRSA: the cluster\'s OIDC provider may hand the role to the annotated service account only', async () => {
    const issuer = 'https://oidc.eks.ap-southeast-2.amazonaws.com/id/EXAMPLE0123456789';
    lab.on('aws eks describe-cluster', (call) => (call.option('name') === 'my-cluster' ? awsOutput(call, {cluster: {name: 'my-cluster', identity: {oidc: {issuer}}}}) : awsError('DescribeCluster', 'ResourceNotFoundException', 'No cluster found')));
    const found = await lab.run(block("The cluster's OIDC issuer"));
    assert.equal(found.stdout.trim(), issuer);
    assertAccount(found.calls);

    const trust = saveJson(lab, 'irsa-trust.json');
    const annotations: string[][] = [];
    lab.on('kubectl annotate', (call) => {
      annotations.push(call.words.slice(1).concat(call.option('namespace') ?? ''));
      return {stdout: `serviceaccount/${call.words[2]} annotated\n`};
    });
    const result = await lab.run(block('Create the IRSA role and annotate the service account'));
    assert.equal(result.exit, 0, result.stderr);
    assertAccount(result.calls);
    const [statement] = statements(trust) as Statement[];
    const host = issuer.slice('https://'.length);
    assert.deepEqual(statement!.Principal, {Federated: `arn:aws:iam::${ACCOUNT}:oidc-provider/${host}`});
    assert.equal(statement!.Action, 'sts:AssumeRoleWithWebIdentity');
    // The service account the condition names is the one annotated, in the same namespace.
    const [[, name, annotation, namespace]] = annotations as [string[]];
    assert.deepEqual(statement!.Condition, {StringEquals: {[`${host}:sub`]: `system:serviceaccount:${namespace}:${name}`, [`${host}:aud`]: 'sts.amazonaws.com'}});
    assert.equal(annotation, `eks.amazonaws.com/role-arn=${iam.roleArn('docbox-server-irsa')}`);
    assert.deepEqual(iam.roles.get('docbox-server-irsa')!.attached, [iam.policyArn('docbox-server')]);
  });

  test('the database\'s resource ID comes from the instance, or from the Aurora cluster', async () => {
    lab.on('aws rds describe-db-instances', (call) => (call.option('db-instance-identifier') === 'docbox-db' ? awsOutput(call, {DBInstances: [{DBInstanceIdentifier: 'docbox-db', DbiResourceId: 'db-ABCDEFGHIJKLMNOPQRSTUVWXY'}]}) : awsError('DescribeDBInstances', 'DBInstanceNotFound', 'DBInstance not found')));
    lab.on('aws rds describe-db-clusters', (call) => (call.option('db-cluster-identifier') === 'docbox-cluster' ? awsOutput(call, {DBClusters: [{DBClusterIdentifier: 'docbox-cluster', DbClusterResourceId: 'cluster-ABCDEFGHIJKLMNOPQRSTUVWX'}]}) : awsError('DescribeDBClusters', 'DBClusterNotFoundFault', 'DBCluster not found')));
    const result = await lab.run(block("Find the database's resource ID"));
    assert.equal(result.exit, 0, result.stderr);
    assertAccount(result.calls);
    assert.deepEqual(result.stdout.trim().split('\n'), ['db-ABCDEFGHIJKLMNOPQRSTUVWXY', 'cluster-ABCDEFGHIJKLMNOPQRSTUVWX']);
    // Either ID takes the place of the example in the policy's rds-db ARNs.
    const policy = json('docbox-server-policy.json');
    const login = statements(policy).find((statement) => statement.Sid === 'OptionalDatabaseIamLogin')!;
    assert.ok((login.Resource as string[]).every((resource) => resource.includes(':dbuser:db-ABCDEFGHIJKLMNOPQRSTUVWXY/')));
  });
});

/** EC2's instance profile associations, with a new profile unknown to EC2 for its first `delay` attempts. */
class Ec2Profiles {
  associations = new Map<string, {id: string; profile: string}>();
  attempts = 0;
  constructor(
    private readonly iam: IamModel,
    private readonly delay = 0,
  ) {}

  handle(lab: Lab): void {
    lab.on('aws ec2 describe-iam-instance-profile-associations', (call) => {
      const instance = /Name=instance-id,Values=([\w-]+)/.exec(call.args.join(' '))?.[1];
      const current = instance ? this.associations.get(instance) : undefined;
      return awsOutput(call, {IamInstanceProfileAssociations: current ? [{AssociationId: current.id, InstanceId: instance, IamInstanceProfile: {Arn: `arn:aws:iam::${ACCOUNT}:instance-profile/${current.profile}`}, State: 'associated'}] : []});
    });
    const profileOf = (call: LabCall, operation: string): string | ReturnType<typeof awsError> => {
      const name = /^Name=(.+)$/.exec(call.option('iam-instance-profile') ?? '')?.[1];
      this.attempts += 1;
      if (!name || !this.iam.instanceProfiles.has(name) || this.attempts <= this.delay) {
        return awsError(operation, 'InvalidParameterValue', `Value (${name}) for parameter iamInstanceProfile.name is invalid. Invalid IAM Instance Profile name`);
      }
      return name;
    };
    lab.on('aws ec2 associate-iam-instance-profile', (call) => {
      const instance = call.option('instance-id')!;
      if (this.associations.has(instance)) return awsError('AssociateIamInstanceProfile', 'IncorrectState', `There is an existing association for instance ${instance}`);
      const profile = profileOf(call, 'AssociateIamInstanceProfile');
      if (typeof profile !== 'string') return profile;
      this.associations.set(instance, {id: `iip-assoc-${this.associations.size + 1}`, profile});
      return awsOutput(call, {IamInstanceProfileAssociation: {AssociationId: this.associations.get(instance)!.id, State: 'associating'}});
    });
    lab.on('aws ec2 replace-iam-instance-profile-association', (call) => {
      const entry = [...this.associations].find(([, association]) => association.id === call.option('association-id'));
      if (!entry) return awsError('ReplaceIamInstanceProfileAssociation', 'InvalidAssociationID.NotFound', `An association ID ${call.option('association-id')} does not exist`);
      const profile = profileOf(call, 'ReplaceIamInstanceProfileAssociation');
      if (typeof profile !== 'string') return profile;
      this.associations.set(entry[0], {id: `iip-assoc-r${this.attempts}`, profile});
      return awsOutput(call, {IamInstanceProfileAssociation: {AssociationId: `iip-assoc-r${this.attempts}`, State: 'associating'}});
    });
  }
}

describe('EC2: the instance profile', () => {
  let lab: Lab;
  const INSTANCE = 'i-0123456789abcdef0';
  before(async () => {
    lab = await Lab.start();
  });
  after(() => lab.stop());

  /** An account with the page's policy created, and EC2 with the instance as given. */
  const account = (options: {terraformProfile?: boolean; delay?: number} = {}) => {
    const iam = new IamModel();
    iam.handle(lab);
    iam.policies.set(iam.policyArn('docbox-server'), {name: 'docbox-server', document: json('docbox-server-policy.json')});
    const ec2 = new Ec2Profiles(iam, options.delay);
    ec2.handle(lab);
    if (options.terraformProfile) {
      iam.instanceProfiles.set('docbox_instance_profile', {arn: `arn:aws:iam::${ACCOUNT}:instance-profile/docbox_instance_profile`, roles: ['docbox_role']});
      ec2.associations.set(INSTANCE, {id: 'iip-assoc-terraform', profile: 'docbox_instance_profile'});
    }
    saveJson(lab, 'ec2-trust.json');
    return {iam, ec2};
  };

  test('an instance without a profile gets one holding the role, which EC2 may take', async () => {
    const {iam, ec2} = account();
    const result = await lab.runScript(block('attach-ec2-role.sh'));
    assert.equal(result.exit, 0, result.stderr);
    assertAccount(result.calls);
    assert.equal(ec2.associations.get(INSTANCE)!.profile, 'docbox-server-ec2');
    assert.deepEqual(iam.instanceProfiles.get('docbox-server-ec2')!.roles, ['docbox-server-ec2']);
    assert.deepEqual(iam.roles.get('docbox-server-ec2')!.attached, [iam.policyArn('docbox-server')]);
    const [statement] = statements(iam.roles.get('docbox-server-ec2')!.trust) as Statement[];
    assert.deepEqual([statement!.Principal, statement!.Action], [{Service: 'ec2.amazonaws.com'}, 'sts:AssumeRole']);
    assert.match(result.stdout, /i-0123456789abcdef0 now has the instance profile docbox-server-ec2/);
  });

  test('an instance with another profile has it replaced, once EC2 knows the new profile', async () => {
    const {ec2} = account({terraformProfile: true, delay: 1});
    const result = await lab.runScript(block('attach-ec2-role.sh'), [], {timeoutMs: 40_000});
    assert.equal(result.exit, 0, result.stderr);
    assert.equal(ec2.associations.get(INSTANCE)!.profile, 'docbox-server-ec2');
    assert.ok(!result.calls.some((call) => call.words[1] === 'associate-iam-instance-profile'), 'associate fails on an instance that has a profile');
    assert.match(result.stderr, /attempt 1: EC2 does not know docbox-server-ec2 yet/);
  });

  test('a run that stopped part-way is run again: what it created is kept, and a finished instance is left alone', async () => {
    const {iam, ec2} = account({terraformProfile: true});
    lab.on('aws ec2 replace-iam-instance-profile-association', () => awsError('ReplaceIamInstanceProfileAssociation', 'UnauthorizedOperation', 'You are not authorized to perform this operation.'));
    const stopped = await lab.runScript(block('attach-ec2-role.sh'));
    assert.notEqual(stopped.exit, 0);
    assert.equal(ec2.associations.get(INSTANCE)!.profile, 'docbox_instance_profile', 'the first run stopped at the association');
    assert.deepEqual(iam.instanceProfiles.get('docbox-server-ec2')!.roles, ['docbox-server-ec2']);

    ec2.handle(lab); // the permission was fixed
    const again = await lab.runScript(block('attach-ec2-role.sh'));
    assert.equal(again.exit, 0, again.stderr);
    assert.match(again.stdout, /^role docbox-server-ec2 exists already: kept$/m);
    assert.match(again.stdout, /^instance profile docbox-server-ec2 exists already: kept$/m);
    assert.match(again.stdout, /^instance profile docbox-server-ec2 holds the role already$/m);
    assert.ok(!again.calls.some((call) => call.words[1] === 'add-role-to-instance-profile'), 'no second role added (IAM would refuse it)');
    assert.equal(ec2.associations.get(INSTANCE)!.profile, 'docbox-server-ec2');
    assert.deepEqual(iam.roles.get('docbox-server-ec2')!.attached, [iam.policyArn('docbox-server')]);

    const third = await lab.runScript(block('attach-ec2-role.sh'));
    assert.equal(third.exit, 0, third.stderr);
    assert.match(third.stdout, /i-0123456789abcdef0 has the instance profile docbox-server-ec2 already/);
    assert.ok(!third.calls.some((call) => call.words[1]?.endsWith('iam-instance-profile') || call.words[1] === 'replace-iam-instance-profile-association'), 'the association is left as it is');

    // A profile of that name holding some other role is not used.
    const other = account();
    other.iam.instanceProfiles.set('docbox-server-ec2', {arn: `arn:aws:iam::${ACCOUNT}:instance-profile/docbox-server-ec2`, roles: ['someone-else']});
    const taken = await lab.runScript(block('attach-ec2-role.sh'));
    assert.notEqual(taken.exit, 0);
    assert.match(taken.stderr, /instance profile docbox-server-ec2 holds another role: someone-else/);
    assert.ok(!taken.calls.some((call) => call.program === 'aws' && call.words[0] === 'ec2' && call.words[1] !== 'describe-iam-instance-profile-associations'), 'no association made');
  });

  test('the script stops with a message when a step fails or answers nothing', async () => {
    await failsLoudly((fault?: Fault) => {
      account();
      return lab.runScript(block('attach-ec2-role.sh'), [], {fault});
    });
    // An error other than a profile EC2 does not know yet is not retried.
    account({terraformProfile: true});
    lab.on('aws ec2 replace-iam-instance-profile-association', () => awsError('ReplaceIamInstanceProfileAssociation', 'UnauthorizedOperation', 'You are not authorized to perform this operation.'));
    const refused = await lab.runScript(block('attach-ec2-role.sh'));
    assert.notEqual(refused.exit, 0);
    assert.match(refused.stderr, /UnauthorizedOperation/);
    assert.equal(refused.calls.filter((call) => call.words[1] === 'replace-iam-instance-profile-association').length, 1);
  });

  test('on the Terraform\'s instance, the policy joins the role that keeps Session Manager and the env-file read', async () => {
    const {iam, ec2} = account({terraformProfile: true});
    const ssm = 'arn:aws:iam::aws:policy/AmazonSSMManagedInstanceCore';
    const secrets = iam.policyArn('docbox_secrets_access_policy');
    iam.policies.set(ssm, {name: 'AmazonSSMManagedInstanceCore', document: {Version: '2012-10-17', Statement: [{Effect: 'Allow', Action: 'ssm:UpdateInstanceInformation', Resource: '*'}]}});
    iam.policies.set(secrets, {name: 'docbox_secrets_access_policy', document: {Version: '2012-10-17', Statement: [{Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: `arn:aws:secretsmanager:ap-southeast-2:${ACCOUNT}:secret:docbox-env-file-AbCdEf`}]}});
    iam.roles.set('docbox_role', {name: 'docbox_role', arn: iam.roleArn('docbox_role'), trust: json('ec2-trust.json'), attached: [ssm, secrets]});
    const result = await lab.run(block("Attach the policy to the Terraform's role"));
    assert.equal(result.exit, 0, result.stderr);
    assertAccount(result.calls);
    assert.deepEqual(iam.roles.get('docbox_role')!.attached, [ssm, secrets, iam.policyArn('docbox-server')]);
    assert.equal(ec2.associations.get(INSTANCE)!.profile, 'docbox_instance_profile', 'the instance keeps its profile');
    // The role can still read the env-file secret, and now does what the server needs.
    const documents = iam.policiesOf(iam.roleArn('docbox_role'))!;
    assert.equal(evaluate(documents, {action: 'secretsmanager:GetSecretValue', resource: `arn:aws:secretsmanager:ap-southeast-2:${ACCOUNT}:secret:docbox-env-file-AbCdEf`}), 'allowed');
    assert.equal(evaluate(documents, {action: 's3:PutObjectTagging', resource: 'arn:aws:s3:::docbox-acme-prod/docbox-acme-prod:box/1_a.pdf'}), 'allowed');
  });
});

describe('checking the role with the policy simulator', () => {
  let lab: Lab;
  let iam: IamModel;
  const ROLE = `arn:aws:iam::${ACCOUNT}:role/docbox-server-task`;
  before(async () => {
    lab = await Lab.start();
    iam = new IamModel();
    iam.handle(lab);
  });
  after(() => lab.stop());

  /** The role of the page with a policy attached (the page's, or one changed from it). */
  const roleWith = (document: PolicyDocument) => {
    const name = `policy-${iam.policies.size + 1}`;
    iam.policies.set(iam.policyArn(name), {name, document});
    iam.roles.set('docbox-server-task', {name: 'docbox-server-task', arn: ROLE, trust: json('ecs-task-trust.json'), attached: [iam.policyArn(name)]});
  };

  test('the page\'s policy allows every call the script asks about', async () => {
    roleWith(json('docbox-server-policy.json'));
    const result = await lab.runScript(block('check-server-role.sh'));
    assert.equal(result.exit, 0, result.stderr);
    assertAccount(result.calls);
    assert.equal(result.calls.length, 11);
    assert.ok(result.calls.every((call) => call.option('policy-source-arn') === ROLE));
    assert.match(result.stdout, /^arn:aws:s3:::docbox-acme-prod\/example-key\ts3:PutObject\tallowed s3:PutObjectTagging\tallowed s3:GetObject\tallowed s3:DeleteObject\tallowed$/m);
    assert.match(result.stdout, /every call checked is allowed/);
    // Between them, the lines ask about every action of the table above.
    const asked = new Set(result.calls.flatMap((call) => /--action-names ((?:\S+ )+)--resource-arns/.exec(`${call.args.join(' ')} `)![1]!.trim().split(' ')));
    assert.deepEqual([...asked].sort(), [...new Set(SERVER_CALLS.map(([action]) => action))].sort());
  });

  test('a policy without an action, or without an optional statement, fails the check and names it', async () => {
    const page = json('docbox-server-policy.json');
    const withoutTagging = structuredClone(page);
    const objects = statements(withoutTagging).find((statement) => statement.Sid === 'TenantBucketObjects')!;
    objects.Action = (objects.Action as string[]).filter((action) => action !== 's3:PutObjectTagging');
    roleWith(withoutTagging);
    const result = await lab.runScript(block('check-server-role.sh'));
    assert.notEqual(result.exit, 0);
    assert.match(result.stdout, /s3:PutObjectTagging\timplicitDeny/);
    assert.match(result.stderr, /the role lacks permissions: see the lines without allowed/);

    const withoutLogs = structuredClone(page);
    withoutLogs.Statement = statements(withoutLogs).filter((statement) => statement.Sid !== 'OptionalCloudWatchLogs');
    roleWith(withoutLogs);
    const noLogs = await lab.runScript(block('check-server-role.sh'));
    assert.notEqual(noLogs.exit, 0);
    assert.match(noLogs.stdout, /log-stream:api-1\tlogs:PutLogEvents\timplicitDeny$/m);
  });

  test('the check stops with a message when a call fails or answers nothing', async () => {
    roleWith(json('docbox-server-policy.json'));
    const {steps} = await failsLoudly((fault) => lab.runScript(block('check-server-role.sh'), [], {fault}));
    assert.equal(steps, 11);
  });
});

describe('the upload queue\'s own policy, for a queue made without the Terraform', () => {
  let lab: Lab;
  const QUEUE_ARN = `arn:aws:sqs:ap-southeast-2:${ACCOUNT}:docbox-s3-upload-queue`;
  const QUEUE_URL = `https://sqs.ap-southeast-2.amazonaws.com/${ACCOUNT}/docbox-s3-upload-queue`;
  let queuePolicy: string | undefined;
  before(async () => {
    lab = await Lab.start();
    lab.on('aws sqs get-queue-url', (call) =>
      call.option('queue-name') === 'docbox-s3-upload-queue'
        ? awsOutput(call, {QueueUrl: QUEUE_URL})
        : awsError('GetQueueUrl', 'AWS.SimpleQueueService.NonExistentQueue', 'The specified queue does not exist.'),
    );
    lab.on('aws sqs set-queue-attributes', (call) => {
      if (call.option('queue-url') !== QUEUE_URL) return awsError('SetQueueAttributes', 'AWS.SimpleQueueService.NonExistentQueue', 'The specified queue does not exist.');
      const parsed = awsJsonParameter(call, 'attributes');
      if (!('json' in parsed)) return parsed;
      const {Policy} = parsed.json as {Policy?: unknown};
      // SQS takes the policy as a string attribute, not as a JSON object.
      if (typeof Policy !== 'string') return awsError('SetQueueAttributes', 'InvalidAttributeValue', 'Invalid value for the parameter Policy.');
      queuePolicy = Policy;
      return {};
    });
  });
  after(() => lab.stop());

  /** What the queue policy decides on S3 sending an event from `bucket` in `account`. */
  const s3Sends = (document: PolicyDocument, bucket: string, account = ACCOUNT) =>
    evaluate([document], {action: 'sqs:SendMessage', resource: QUEUE_ARN, context: {'aws:SourceArn': `arn:aws:s3:::${bucket}`, 'aws:SourceAccount': account}});

  test('lets S3 send from the account\'s docbox-* buckets only, and the script puts it on the queue as a string', async () => {
    const policy = json('upload-queue-policy.json');
    assert.equal(policyProblem(policy, 'resource'), null);
    const [statement] = statements(policy);
    assert.deepEqual(statement!.Principal, {Service: 's3.amazonaws.com'}, 'the S3 service sends the events, not the server');
    assert.equal(s3Sends(policy, 'docbox-acme-prod'), 'allowed');
    assert.equal(s3Sends(policy, 'acme-uploads'), 'implicitDeny', 'a bucket outside the pattern');
    assert.equal(s3Sends(policy, 'docbox-acme-prod', '444455556666'), 'implicitDeny', 'a bucket of that name in another account');
    assert.equal(evaluate([policy], {action: 'sqs:ReceiveMessage', resource: QUEUE_ARN, context: {'aws:SourceArn': 'arn:aws:s3:::docbox-acme-prod', 'aws:SourceAccount': ACCOUNT}}), 'implicitDeny');

    saveJson(lab, 'upload-queue-policy.json');
    const result = await lab.runScript(block('set-upload-queue-policy.sh'));
    assert.equal(result.exit, 0, result.stderr);
    assertAccount(result.calls);
    assert.deepEqual(JSON.parse(queuePolicy!), policy);
  });

  test('the script stops with a message when a step fails or answers nothing', async () => {
    saveJson(lab, 'upload-queue-policy.json');
    const {steps} = await failsLoudly((fault) => lab.runScript(block('set-upload-queue-policy.sh'), [], {fault}));
    assert.equal(steps, 3, 'get-queue-url, jq, set-queue-attributes');
    // A wrong queue name: the CLI prints no URL, and nothing is set.
    queuePolicy = undefined;
    const wrong = await lab.runScript(block('set-upload-queue-policy.sh'), [], {assign: {QUEUE: 'docbox-uploads'}});
    assert.notEqual(wrong.exit, 0);
    assert.equal(queuePolicy, undefined);
  });
});
