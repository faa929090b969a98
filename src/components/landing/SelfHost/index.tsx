import type {ReactNode} from 'react';
import LandingSection, {LandingMoreLink, LandingNote} from '@site/src/components/landing/Section';
import LandingText from '@site/src/components/landing/Text';
import LandingIcon from '@site/src/components/landing/art/LandingIcon';
import SelfHostArt from '@site/src/components/landing/art/SelfHostArt';
import {selfHost} from '@site/src/data/landing';
import styles from './styles.module.css';

/** The two ways to host Docbox, each with its guide. */
export default function LandingSelfHost(): ReactNode {
  return (
    <LandingSection
      id={selfHost.id}
      title={selfHost.title}
      lead={selfHost.lead}
      art={<SelfHostArt {...selfHost.art} />}
      flip
      tinted>
      <div className={styles.options}>
        {selfHost.options.map((option) => (
          <div key={option.title} className={styles.option}>
            <div className={styles.heading}>
              <LandingIcon name={option.icon} size={26} />
              <h3 className={styles.title}>{option.title}</h3>
            </div>
            <p className={styles.text}>
              <LandingText text={option.text} />
            </p>
            <LandingMoreLink link={option.link} className={styles.link} />
          </div>
        ))}
      </div>
      <LandingNote text={selfHost.note} />
    </LandingSection>
  );
}
