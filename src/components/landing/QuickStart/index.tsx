import type {ReactNode} from 'react';
import ShellSnippet from '@site/src/components/ShellSnippet';
import LandingSection, {LandingMoreLink, LandingPoints} from '@site/src/components/landing/Section';
import {quickStart} from '@site/src/data/landing';
import styles from './styles.module.css';

/** The shortest route to a local Docbox, with what it needs and a link to the full guide. */
export default function LandingQuickStart(): ReactNode {
  return (
    <LandingSection id={quickStart.id} title={quickStart.title} lead={quickStart.lead}>
      <div className={styles.layout}>
        <div className={styles.needs}>
          <h3 className={styles.subtitle}>{quickStart.requirementsTitle}</h3>
          <LandingPoints items={quickStart.requirements} />
        </div>
        <div className={styles.code}>
          <ShellSnippet title={quickStart.codeTitle} code={quickStart.code} />
        </div>
        <p className={styles.more}>
          <LandingMoreLink link={quickStart.link} />
        </p>
      </div>
    </LandingSection>
  );
}
