/**
 * IAM for the procedures' tests: policy documents read as AWS reads them (Allow and Deny
 * statements, `*` and `?` wildcards, the Bool, String and ArnLike conditions the pages use), and an account
 * with customer managed policies, roles with their trust policies, attached policies and instance
 * profiles, answering the `aws iam` calls of the pages. `simulate-principal-policy` is answered
 * from the policies attached to the role, so a missing action or a resource outside a statement
 * shows as `implicitDeny`, as the IAM policy simulator shows it.
 */
import type {Lab, LabCall, Reply} from './lab';
import {awsError, awsJsonParameter, awsOutput} from './services';

export const ACCOUNT = '111122223333';

type Condition = Record<string, Record<string, string | string[]>>;
export type Statement = {
  Sid?: string;
  Effect: 'Allow' | 'Deny';
  Principal?: '*' | Record<string, string | string[]>;
  Action?: string | string[];
  NotAction?: string | string[];
  Resource?: string | string[];
  Condition?: Condition;
};
export type PolicyDocument = {Version: string; Statement: Statement | Statement[]};

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** A list parameter as the AWS CLI reads it: every word after `--name` up to the next option. */
export function awsListOption(call: LabCall, name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < call.args.length; i += 1) {
    if (call.args[i] === `--${name}`) {
      for (i += 1; i < call.args.length && !call.args[i]!.startsWith('--'); i += 1) values.push(call.args[i]!);
      i -= 1;
    } else if (call.args[i]!.startsWith(`--${name}=`)) values.push(call.args[i]!.slice(name.length + 3));
  }
  return values;
}

/** IAM's wildcards: `*` any run of characters, `?` any one character. Actions compare without case, resources with it. */
export function wildcardMatch(pattern: string, value: string, ignoreCase = false): boolean {
  const source = pattern.split('').map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`, ignoreCase ? 'i' : '').test(value);
}

/** Why a document is not a policy AWS accepts, or null. `trust` asks for a trust policy (with principals, without resources). */
export function policyProblem(json: unknown, kind: 'identity' | 'trust' | 'resource'): string | null {
  const document = json as PolicyDocument;
  if (!document || typeof document !== 'object') return 'not a JSON object';
  if (document.Version !== '2012-10-17') return `Version is ${JSON.stringify(document.Version)}, not "2012-10-17"`;
  const statements = list(document.Statement);
  if (statements.length === 0) return 'no Statement';
  const sids = statements.map((statement) => statement.Sid).filter(Boolean);
  if (new Set(sids).size !== sids.length) return 'two statements share a Sid';
  for (const statement of statements) {
    if (statement.Effect !== 'Allow' && statement.Effect !== 'Deny') return `Effect ${JSON.stringify(statement.Effect)}`;
    if (list(statement.Action).length === 0 && list(statement.NotAction).length === 0) return 'a statement without Action';
    for (const action of [...list(statement.Action), ...list(statement.NotAction)]) {
      if (action !== '*' && !/^[a-z0-9-]+:[A-Za-z0-9*?]+$/.test(action)) return `action ${JSON.stringify(action)} is not service:Action`;
    }
    if (kind === 'identity' && statement.Principal !== undefined) return 'an identity policy names a Principal';
    if (kind !== 'identity' && statement.Principal === undefined) return `a ${kind} policy statement without Principal`;
    if (kind === 'trust' && statement.Resource !== undefined) return 'a trust policy names a Resource';
    if (kind !== 'trust' && list(statement.Resource).length === 0) return 'a statement without Resource';
    for (const resource of list(statement.Resource)) if (resource !== '*' && !resource.startsWith('arn:aws:')) return `resource ${JSON.stringify(resource)} is not an ARN`;
  }
  return null;
}

function conditionHolds(condition: Condition | undefined, context: Record<string, string>): boolean {
  for (const [operator, tests] of Object.entries(condition ?? {})) {
    for (const [key, expected] of Object.entries(tests)) {
      const actual = context[key];
      if (actual === undefined) return false;
      const values = list(expected);
      if (operator === 'Bool' || operator === 'StringEquals') {
        if (!values.includes(actual)) return false;
      } else if (operator === 'StringLike' || operator === 'ArnLike') {
        if (!values.some((value) => wildcardMatch(value, actual))) return false;
      } else throw new Error(`condition operator ${operator} is not modelled`);
    }
  }
  return true;
}

export type Decision = 'allowed' | 'explicitDeny' | 'implicitDeny';

/** The decision of these identity policies on one request: an explicit Deny wins, then any Allow. */
export function evaluate(documents: PolicyDocument[], request: {action: string; resource: string; context?: Record<string, string>}): Decision {
  const matching = documents.flatMap((document) => list(document.Statement)).filter((statement) => {
    const actionMatches = statement.Action !== undefined ? list(statement.Action).some((action) => wildcardMatch(action, request.action, true)) : !list(statement.NotAction).some((action) => wildcardMatch(action, request.action, true));
    return actionMatches && list(statement.Resource ?? '*').some((resource) => wildcardMatch(resource, request.resource)) && conditionHolds(statement.Condition, request.context ?? {});
  });
  if (matching.some((statement) => statement.Effect === 'Deny')) return 'explicitDeny';
  return matching.some((statement) => statement.Effect === 'Allow') ? 'allowed' : 'implicitDeny';
}

type Role = {name: string; arn: string; trust: PolicyDocument; attached: string[]};

/** An AWS account's IAM: customer managed policies, roles and instance profiles. */
export class IamModel {
  policies = new Map<string, {name: string; document: PolicyDocument}>();
  roles = new Map<string, Role>();
  instanceProfiles = new Map<string, {arn: string; roles: string[]}>();

  policyArn = (name: string) => `arn:aws:iam::${ACCOUNT}:policy/${name}`;
  roleArn = (name: string) => `arn:aws:iam::${ACCOUNT}:role/${name}`;

  handle(lab: Lab): void {
    lab.on('aws iam create-policy', (call) => {
      const name = call.option('policy-name')!;
      const parsed = awsJsonParameter(call, 'policy-document');
      if (!('json' in parsed)) return parsed;
      const problem = policyProblem(parsed.json, 'identity');
      if (problem) return awsError('CreatePolicy', 'MalformedPolicyDocument', problem, 254);
      if (this.policies.has(this.policyArn(name))) return awsError('CreatePolicy', 'EntityAlreadyExists', `A policy called ${name} already exists. Duplicate names are not allowed.`);
      this.policies.set(this.policyArn(name), {name, document: parsed.json as PolicyDocument});
      return awsOutput(call, {Policy: {PolicyName: name, Arn: this.policyArn(name), DefaultVersionId: 'v1', AttachmentCount: 0}});
    });
    lab.on('aws iam create-role', (call) => {
      const name = call.option('role-name')!;
      const parsed = awsJsonParameter(call, 'assume-role-policy-document');
      if (!('json' in parsed)) return parsed;
      const problem = policyProblem(parsed.json, 'trust');
      if (problem) return awsError('CreateRole', 'MalformedPolicyDocument', problem);
      if (this.roles.has(name)) return awsError('CreateRole', 'EntityAlreadyExists', `Role with name ${name} already exists.`);
      this.roles.set(name, {name, arn: this.roleArn(name), trust: parsed.json as PolicyDocument, attached: []});
      return awsOutput(call, {Role: {RoleName: name, Arn: this.roleArn(name), AssumeRolePolicyDocument: parsed.json}});
    });
    lab.on('aws iam attach-role-policy', (call) => {
      const role = this.roles.get(call.option('role-name')!);
      if (!role) return awsError('AttachRolePolicy', 'NoSuchEntity', `The role with name ${call.option('role-name')} cannot be found.`);
      const arn = call.option('policy-arn')!;
      if (!this.policies.has(arn)) return awsError('AttachRolePolicy', 'NoSuchEntity', `Policy ${arn} does not exist or is not attachable.`);
      if (!role.attached.includes(arn)) role.attached.push(arn);
      return {};
    });
    lab.on('aws iam create-instance-profile', (call) => {
      const name = call.option('instance-profile-name')!;
      if (this.instanceProfiles.has(name)) return awsError('CreateInstanceProfile', 'EntityAlreadyExists', `Instance Profile ${name} already exists.`);
      const arn = `arn:aws:iam::${ACCOUNT}:instance-profile/${name}`;
      this.instanceProfiles.set(name, {arn, roles: []});
      return awsOutput(call, {InstanceProfile: {InstanceProfileName: name, Arn: arn, Roles: []}});
    });
    lab.on('aws iam add-role-to-instance-profile', (call) => {
      const profile = this.instanceProfiles.get(call.option('instance-profile-name')!);
      if (!profile) return awsError('AddRoleToInstanceProfile', 'NoSuchEntity', `Instance Profile ${call.option('instance-profile-name')} cannot be found.`);
      if (!this.roles.has(call.option('role-name')!)) return awsError('AddRoleToInstanceProfile', 'NoSuchEntity', `The role with name ${call.option('role-name')} cannot be found.`);
      if (profile.roles.length > 0) return awsError('AddRoleToInstanceProfile', 'LimitExceeded', 'Cannot exceed quota for InstanceSessionsPerInstanceProfile: 1');
      profile.roles.push(call.option('role-name')!);
      return {};
    });
    lab.on('aws iam get-instance-profile', (call) => {
      const name = call.option('instance-profile-name')!;
      const profile = this.instanceProfiles.get(name);
      if (!profile) return awsError('GetInstanceProfile', 'NoSuchEntity', `Instance Profile ${name} cannot be found.`);
      return awsOutput(call, {InstanceProfile: {InstanceProfileName: name, Arn: profile.arn, Roles: profile.roles.map((role) => ({RoleName: role, Arn: this.roleArn(role)}))}});
    });
    lab.on('aws iam simulate-principal-policy', (call) => this.simulate(call));
  }

  /** The attached policies of a role, by its ARN. */
  policiesOf(roleArn: string): PolicyDocument[] | null {
    const role = [...this.roles.values()].find((candidate) => candidate.arn === roleArn);
    return role ? role.attached.map((arn) => this.policies.get(arn)!.document) : null;
  }

  private simulate(call: LabCall): Reply {
    const documents = this.policiesOf(call.option('policy-source-arn')!);
    if (!documents) return awsError('SimulatePrincipalPolicy', 'NoSuchEntity', `Could not find principal ${call.option('policy-source-arn')}.`);
    const actions = awsListOption(call, 'action-names');
    const resources = awsListOption(call, 'resource-arns');
    if (actions.length === 0) return awsError('SimulatePrincipalPolicy', 'InvalidInput', '--action-names is required', 252);
    const results = actions.flatMap((action) =>
      (resources.length > 0 ? resources : ['*']).map((resource) => ({EvalActionName: action, EvalResourceName: resource, EvalDecision: evaluate(documents, {action, resource})})),
    );
    return awsOutput(call, {EvaluationResults: results, IsTruncated: false});
  }
}
