import type {ReactNode} from 'react';
import LandingSection, {LandingNote} from '@site/src/components/landing/Section';
import LandingText from '@site/src/components/landing/Text';
import UploadArt from '@site/src/components/landing/art/UploadArt';
import {uploads} from '@site/src/data/landing';
import styles from './styles.module.css';

/** Presigned uploads, step by step (the numbers match the illustration). */
export default function LandingUploads(): ReactNode {
  return (
    <LandingSection id={uploads.id} title={uploads.title} lead={uploads.lead} art={<UploadArt {...uploads.art} />}>
      <ol className={styles.steps}>
        {uploads.steps.map((step) => (
          <li key={step} className={styles.step}>
            <LandingText text={step} />
          </li>
        ))}
      </ol>
      <LandingNote text={uploads.note} />
    </LandingSection>
  );
}
