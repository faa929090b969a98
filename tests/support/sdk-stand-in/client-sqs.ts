/**
 * A stand-in for the part of `@aws-sdk/client-sqs` that the tenant events guide's consumer uses
 * (src/data/sdk-declarations/client-sqs.d.ts): `SQSClient.send` with `ReceiveMessageCommand` and
 * `DeleteMessageCommand`, on in-memory queues that a test fills with `sqsQueues.put`.
 *
 * It models what the consumer relies on: a receive gives at most `MaxNumberOfMessages` (1 to 10)
 * visible messages, each with a `MessageId`, its `Body` and a new `ReceiptHandle`, and hides them;
 * a delete with a handle removes its message for good; a message received and never deleted stays
 * hidden (its visibility timeout is longer than any test). Long polling is shortened: a receive on
 * an empty queue answers with no messages after a few milliseconds instead of `WaitTimeSeconds`.
 * There are no credentials, regions or retries; a queue URL nobody filled is refused, as SQS
 * refuses a queue that does not exist.
 */
import {randomUUID} from 'node:crypto';

type Stored = {id: string; body: string; handle?: string; deleted: boolean};
// On globalThis: the test and the block may load this file as two module instances (CommonJS and ES).
const queues: Map<string, Stored[]> = ((globalThis as Record<symbol, unknown>)[Symbol.for('docbox.sqs-stand-in')] ??= new Map()) as Map<string, Stored[]>;

/** The test's side of the queues. */
export const sqsQueues = {
  /** Creates the queue when needed and adds messages with these bodies. */
  put(url: string, bodies: string[]): void {
    const queue = queues.get(url) ?? [];
    queues.set(url, queue);
    for (const body of bodies) queue.push({id: randomUUID(), body, deleted: false});
  },
  /** The bodies of the messages that were deleted, in the order they were put. */
  deleted: (url: string): string[] => (queues.get(url) ?? []).filter((message) => message.deleted).map((message) => message.body),
  /** The bodies of the messages not deleted (never received, or received and kept). */
  left: (url: string): string[] => (queues.get(url) ?? []).filter((message) => !message.deleted).map((message) => message.body),
  clear: (): void => queues.clear(),
};

export class ReceiveMessageCommand {
  constructor(readonly input: {QueueUrl: string | undefined; MaxNumberOfMessages?: number; WaitTimeSeconds?: number; VisibilityTimeout?: number}) {}
}

export class DeleteMessageCommand {
  constructor(readonly input: {QueueUrl: string | undefined; ReceiptHandle: string | undefined}) {}
}

export class SQSClient {
  constructor(readonly config: Record<string, unknown> = {}) {}

  async send(command: ReceiveMessageCommand | DeleteMessageCommand): Promise<Record<string, unknown>> {
    const queue = queues.get(command.input.QueueUrl ?? '');
    if (!queue) throw Object.assign(new Error('The specified queue does not exist.'), {name: 'QueueDoesNotExist'});
    if (command instanceof DeleteMessageCommand) {
      const message = queue.find((candidate) => candidate.handle !== undefined && candidate.handle === command.input.ReceiptHandle);
      if (!message) throw Object.assign(new Error('The input receipt handle is invalid.'), {name: 'ReceiptHandleIsInvalid'});
      message.deleted = true;
      return {};
    }
    const most = command.input.MaxNumberOfMessages ?? 1;
    if (most < 1 || most > 10) throw Object.assign(new Error('MaxNumberOfMessages must be 1 to 10'), {name: 'InvalidParameterValue'});
    const visible = queue.filter((message) => message.handle === undefined).slice(0, most);
    // An empty answer comes after a short wait, as a (shortened) long poll: never at once.
    if (visible.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    for (const message of visible) message.handle = randomUUID();
    return {Messages: visible.map((message) => ({MessageId: message.id, ReceiptHandle: message.handle, Body: message.body}))};
  }

  destroy(): void {}
}
