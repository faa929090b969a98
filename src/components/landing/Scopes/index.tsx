import type {ReactNode} from 'react';
import LandingSection, {LandingPoints} from '@site/src/components/landing/Section';
import ScopeArt from '@site/src/components/landing/art/ScopeArt';
import {scopes} from '@site/src/data/landing';

/** Document boxes and the scope strings that name them. */
export default function LandingScopes(): ReactNode {
  return (
    <LandingSection
      id={scopes.id}
      title={scopes.title}
      lead={scopes.lead}
      link={scopes.link}
      art={<ScopeArt {...scopes.art} />}>
      <LandingPoints items={scopes.points} />
    </LandingSection>
  );
}
