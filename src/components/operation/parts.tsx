import type {ReactNode} from 'react';
import Island from './Island';
import type {ThemeParts} from './loadThemeParts';

// What the generated operation pages import in place of the API theme's components
// (scripts/api-generate.ts rewrites their imports): the same parts, as server HTML until used.

export function ParamsDetails(props: Parameters<ThemeParts['ParamsDetails']>[0]): ReactNode {
  return <Island part="ParamsDetails" props={props} />;
}

export function RequestSchema(props: Parameters<ThemeParts['RequestSchema']>[0]): ReactNode {
  return <Island part="RequestSchema" props={props} />;
}

export function StatusCodes(props: Parameters<ThemeParts['StatusCodes']>[0]): ReactNode {
  return <Island part="StatusCodes" props={props} />;
}
