import type {ComponentProps, ReactNode} from 'react';
import Island from './Island';
import type {ThemeParts} from './loadThemeParts';

// What the generated operation pages import in place of the API theme's components
// (scripts/build/api-generate.ts rewrites their imports): the same parts, as server HTML until used.

function islandOf<Name extends keyof ThemeParts>(part: Name) {
  return function PartIsland(props: ComponentProps<ThemeParts[Name]>): ReactNode {
    return <Island part={part} props={props} />;
  };
}

export const ParamsDetails = islandOf('ParamsDetails');
export const RequestSchema = islandOf('RequestSchema');
export const StatusCodes = islandOf('StatusCodes');
