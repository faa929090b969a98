import type {ReactNode} from 'react';
import LandingSection, {LandingNote} from '@site/src/components/landing/Section';
import LandingText from '@site/src/components/landing/Text';
import GatewayArt from '@site/src/components/landing/art/GatewayArt';
import {gateway} from '@site/src/data/landing';
import styles from './styles.module.css';

/** The gateway model and the headers it sends. */
export default function LandingGateway(): ReactNode {
  return (
    <LandingSection
      id={gateway.id}
      title={gateway.title}
      lead={gateway.lead}
      link={gateway.link}
      art={<GatewayArt {...gateway.art} />}
      flip
      tinted>
      <h3 className={styles.subtitle}>{gateway.headersTitle}</h3>
      <dl className={styles.headers}>
        {gateway.headers.map((row) => (
          <div key={row.names.join()} className={styles.row}>
            <dt className={styles.names}>
              {row.names.map((name) => (
                <code key={name}>{name}</code>
              ))}
            </dt>
            <dd className={styles.meaning}>
              <LandingText text={row.text} />
            </dd>
          </div>
        ))}
      </dl>
      <LandingNote text={gateway.note} />
    </LandingSection>
  );
}
