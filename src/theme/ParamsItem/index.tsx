import type {ComponentProps, ReactNode} from 'react';
import ParamsItem from '@theme-original/ParamsItem';

type Props = ComponentProps<typeof ParamsItem>;

// The API theme renders each parameter as a <div> directly inside a <ul>, which screen readers
// announce as a broken list (axe "list"). Each item gets the <li> it needs.
export default function ParamsItemWrapper(props: Props): ReactNode {
  return (
    <li className="openapi-params__li">
      <ParamsItem {...props} />
    </li>
  );
}
