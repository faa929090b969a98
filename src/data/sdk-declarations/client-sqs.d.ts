/**
 * The part of the AWS SDK for JavaScript v3's SQS client (`@aws-sdk/client-sqs` 3.x) that the
 * tenant events guide's consumer uses, with the names and shapes of its own type definitions
 * (read at 3.1175); tests/unit/typescript-blocks.test.ts maps `@aws-sdk/client-sqs` to this file
 * (see index.d.ts).
 */

export interface Message {
  MessageId?: string | undefined;
  ReceiptHandle?: string | undefined;
  MD5OfBody?: string | undefined;
  Body?: string | undefined;
  Attributes?: Partial<Record<string, string>> | undefined;
}

export interface ReceiveMessageCommandInput {
  QueueUrl: string | undefined;
  MessageAttributeNames?: string[] | undefined;
  MaxNumberOfMessages?: number | undefined;
  VisibilityTimeout?: number | undefined;
  WaitTimeSeconds?: number | undefined;
}

export interface ReceiveMessageCommandOutput {
  Messages?: Message[] | undefined;
}

export interface DeleteMessageCommandInput {
  QueueUrl: string | undefined;
  ReceiptHandle: string | undefined;
}

export interface DeleteMessageCommandOutput {}

export declare class ReceiveMessageCommand {
  readonly input: ReceiveMessageCommandInput;
  constructor(input: ReceiveMessageCommandInput);
}

export declare class DeleteMessageCommand {
  readonly input: DeleteMessageCommandInput;
  constructor(input: DeleteMessageCommandInput);
}

export interface SQSClientConfig {
  region?: string;
  endpoint?: string;
  maxAttempts?: number;
}

export declare class SQSClient {
  constructor(config: SQSClientConfig);
  send(command: ReceiveMessageCommand, options?: {abortSignal?: AbortSignal}): Promise<ReceiveMessageCommandOutput>;
  send(command: DeleteMessageCommand, options?: {abortSignal?: AbortSignal}): Promise<DeleteMessageCommandOutput>;
  destroy(): void;
}
