import type {ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {SAMPLE_LANGUAGES, requestModel, type Operation} from './samples';
import styles from './styles.module.css';

/** Request samples for one operation, in every sample language, as tabs. */
export default function RequestSamples({operation}: {operation: Operation}): ReactNode {
  const model = requestModel(operation);
  return (
    <section className={styles.samples} aria-labelledby="request-samples-heading">
      <h2 id="request-samples-heading" className={styles.heading}>
        Request samples
      </h2>
      <Tabs groupId="api-sample-language" queryString="language" className={styles.tabs}>
        {SAMPLE_LANGUAGES.map((sample) => (
          <TabItem key={sample.value} value={sample.value} label={sample.label}>
            <CodeBlock language={sample.language}>{sample.render(model)}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
