import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {SDK_GUIDE_PATH, SDK_PACKAGE, SDK_VERSION} from '@site/src/data/sdk';
import {useConnection} from '../ConnectionPanel/store';
import {SAMPLE_LANGUAGES, requestModel, sdkSample, type Operation, type RequestModel} from './samples';
import styles from './styles.module.css';

/** The SDK tab: the SDK call for the operation, or a note that the SDK has none. */
function SdkTab({model}: {model: RequestModel}): ReactNode {
  const sample = sdkSample(model);
  if (!sample.call) {
    return (
      <p className={styles.sdkGap}>
        <strong>Not in the SDK.</strong> <code>{SDK_PACKAGE}</code> {SDK_VERSION} has no method for this
        operation. Send the request as in the <Link to="?language=javascript">JavaScript (fetch) sample</Link>, or
        through the SDK client&apos;s own axios instance, <code>docbox.client</code>, which already has your base URL
        and headers. <Link to={SDK_GUIDE_PATH}>Use the TypeScript SDK</Link> explains the client.
      </p>
    );
  }
  const {call} = sample;
  return (
    <>
      <CodeBlock language="typescript">{sample.code}</CodeBlock>
      <p className={styles.sdkNote}>
        <code>
          docbox.{call.service}.{call.method}
        </code>{' '}
        is in the SDK from version {call.since}. {call.note ? `${call.note} ` : ''}
        <Link to={SDK_GUIDE_PATH}>Use the TypeScript SDK</Link> explains the client.
      </p>
      {call.alternatives?.length ? (
        <ul className={styles.sdkAlternatives} aria-label="Other SDK calls that send this request">
          {call.alternatives.map((other) => (
            <li key={other.method}>
              <code>
                docbox.{call.service}.{other.method}
              </code>{' '}
              (from {other.since}) {other.what}.
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Request samples for one operation, in every sample language and the SDK, as tabs. */
export default function RequestSamples({operation}: {operation: Operation}): ReactNode {
  const {connection} = useConnection();
  const model = requestModel(operation, connection);
  const [curl, javascript, ...others] = SAMPLE_LANGUAGES;
  const keyHeader = model.apiKeyHeader;
  return (
    <section className={styles.samples} aria-labelledby="request-samples-heading">
      <h2 id="request-samples-heading" className={styles.heading}>
        Request samples
      </h2>
      <Tabs groupId="api-sample-language" queryString="language" className={styles.tabs}>
        {[curl, javascript].map((sample) => (
          <TabItem key={sample.value} value={sample.value} label={sample.label}>
            <CodeBlock language={sample.language}>{sample.render(model)}</CodeBlock>
          </TabItem>
        ))}
        <TabItem value="sdk" label="SDK">
          <SdkTab model={model} />
        </TabItem>
        {others.map((sample) => (
          <TabItem key={sample.value} value={sample.value} label={sample.label}>
            <CodeBlock language={sample.language}>{sample.render(model)}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
      {keyHeader ? (
        <p className={styles.keyNote}>
          <code>{keyHeader}</code> carries the key your server was started with (<code>DOCBOX_API_KEY</code>); a server
          without one ignores it. {connection.apiKey ? 'Your key is shown as you set it under Your server.' : <>Set it, and your own server, under <em>Your server</em> above.</>}
        </p>
      ) : null}
    </section>
  );
}
