import type {ReactNode} from 'react';
import LandingSection, {LandingNote, LandingPoints} from '@site/src/components/landing/Section';
import ProcessingArt from '@site/src/components/landing/art/ProcessingArt';
import {processing} from '@site/src/data/landing';
import styles from './styles.module.css';

/** What happens to uploads, and the file types Docbox handles. */
export default function LandingProcessing(): ReactNode {
  return (
    <LandingSection
      id={processing.id}
      title={processing.title}
      lead={processing.lead}
      art={<ProcessingArt {...processing.art} />}>
      <LandingPoints items={processing.points} />
      <h3 className={styles.subtitle}>{processing.fileTypesTitle}</h3>
      <dl className={styles.types}>
        {processing.fileTypes.map((group) => (
          <div key={group.name} className={styles.group}>
            <dt className={styles.name}>{group.name}</dt>
            <dd className={styles.list}>
              <ul>
                {group.extensions.map((extension) => (
                  <li key={extension}>
                    <code>{extension}</code>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
      <LandingNote text={processing.fileTypesNote} />
    </LandingSection>
  );
}
