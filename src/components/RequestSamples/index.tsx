import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
// Docusaurus's own tabs, as the guides use them: `@theme/Tabs` is the API theme's copy, which
// would bring the theme's code back to the operation pages.
import Tabs from '@theme-init/Tabs';
import TabItem from '@theme-init/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {SDK_GUIDE_PATH, SDK_PACKAGE, SDK_VERSION} from '@site/src/data/sdk';
import {useConnection} from '../ConnectionPanel/store';
import {SAMPLE_LANGUAGES, requestModel, sdkSample, type Operation, type RequestModel} from './samples';
import styles from './styles.module.css';

/** Where the reader's sample language is kept: the tabs' group (`groupId` below), as Docusaurus names it. */
export const SAMPLE_LANGUAGE_KEY = 'docusaurus.tab.api-sample-language';

/**
 * Shows the reader's sample language in the samples as the server sent them, before they are
 * painted: the server renders the first tab selected, and this script, right after the tabs in
 * the HTML, selects the one in the address (`?language=`) or the one picked last (localStorage)
 * as the parser reaches it. Nothing of the page renders again for it, and the theme's parts do
 * not load for it: the samples stay the server's HTML until used (src/components/operation/Island.tsx),
 * and once live the tabs read the same choice. One body on every page: one CSP hash
 * (scripts/build/lib/csp.ts).
 */
export const APPLY_LANGUAGE_SCRIPT =
  '(function(){try{' +
  'var s=document.currentScript.parentNode,' +
  `v=new URLSearchParams(location.search).get("language")||localStorage.getItem("${SAMPLE_LANGUAGE_KEY}");` +
  'if(!v)return;' +
  'var tabs=s.querySelectorAll("[role=tab][data-language]"),panels=s.querySelectorAll("[role=tabpanel]"),i=-1;' +
  'tabs.forEach(function(t,n){if(t.getAttribute("data-language")===v)i=n});' +
  'if(i<0||tabs.length!==panels.length)return;' +
  'tabs.forEach(function(t,n){var on=n===i;t.setAttribute("aria-selected",String(on));t.tabIndex=on?0:-1;t.classList.toggle("tabs__item--active",on)});' +
  'panels.forEach(function(p,n){p.hidden=n!==i})' +
  '}catch(e){}})()';

/** What each tab's code is, named above the code with its copy button. */
const SAMPLE_KINDS: Record<string, string> = {
  curl: 'Shell, curl',
  javascript: 'JavaScript, fetch',
  sdk: 'TypeScript, @docbox-nz/docbox-sdk',
  python: 'Python, requests',
  rust: 'Rust, reqwest',
};

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  // Outside a secure context (HTTP on a local network) the clipboard API is missing.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  if (!done) throw new Error('The browser refused to copy');
}

/**
 * A sample's header: what the code is, and a Copy button that is always there (the code blocks'
 * own buttons show on hover only, over the first line).
 */
function SampleHead({kind, code}: {kind: string; code: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = () => {
    void writeClipboard(code).then(() => {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), 2000);
    });
  };
  return (
    <div className={styles.sampleHead}>
      <span className={styles.kind}>{SAMPLE_KINDS[kind]}</span>
      <button type="button" className={clsx('clean-btn', styles.copy)} onClick={copy} aria-label={copied ? 'Copied' : `Copy the ${SAMPLE_KINDS[kind]} sample`}>
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

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
      <SampleHead kind="sdk" code={sample.code} />
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

/** One language's sample: its header with the Copy button, then the code. */
function Sample({kind, language, code}: {kind: string; language: string; code: string}): ReactNode {
  return (
    <>
      <SampleHead kind={kind} code={code} />
      <CodeBlock language={language}>{code}</CodeBlock>
    </>
  );
}

/**
 * Request samples for one operation, in every sample language and the SDK, as tabs on one row
 * (a strip that scrolls sideways where the row is too narrow). Their heading is above them, with
 * the "Your server" control (src/components/ConnectionPanel), outside the part of the page the
 * samples are.
 */
export default function RequestSamples({operation}: {operation: Operation}): ReactNode {
  const {connection} = useConnection();
  const model = requestModel(operation, connection);
  const [curl, javascript, ...others] = SAMPLE_LANGUAGES;
  const keyHeader = model.apiKeyHeader;
  return (
    <section className={styles.samples} aria-labelledby="request-samples-heading">
      <Tabs groupId="api-sample-language" queryString="language" className={styles.tabs}>
        {[curl, javascript].map((sample) => (
          <TabItem key={sample.value} value={sample.value} label={sample.label} attributes={{'data-language': sample.value}}>
            <Sample kind={sample.value} language={sample.language} code={sample.render(model)} />
          </TabItem>
        ))}
        <TabItem value="sdk" label="SDK" attributes={{'data-language': 'sdk'}}>
          <SdkTab model={model} />
        </TabItem>
        {others.map((sample) => (
          <TabItem key={sample.value} value={sample.value} label={sample.label} attributes={{'data-language': sample.value}}>
            <Sample kind={sample.value} language={sample.language} code={sample.render(model)} />
          </TabItem>
        ))}
      </Tabs>
      {keyHeader ? (
        <p className={styles.keyNote}>
          <code>{keyHeader}</code> carries the key your server was started with (<code>DOCBOX_API_KEY</code>); a server
          without one ignores it. {connection.apiKey ? 'Your key is shown as you set it under Your server.' : <>Set it, and your own server, under <em>Your server</em> above.</>}
        </p>
      ) : null}
      {/* Last in the section, so that it shifts no element a click is replayed on (Island.tsx). */}
      <script dangerouslySetInnerHTML={{__html: APPLY_LANGUAGE_SCRIPT}} />
    </section>
  );
}
