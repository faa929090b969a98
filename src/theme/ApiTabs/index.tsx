import React, {type ComponentProps, type ReactNode} from 'react';
import ApiTabs from '@theme-original/ApiTabs';

/**
 * Renders only the selected tab. The API theme renders every response code, content type and
 * schema/example tab of an operation, hidden ones included: four fifths of an operation page's
 * elements sat in hidden tabs, and hydrating them was most of the page's blocking time on phones.
 * The same goes for MimeTabs, SchemaTabs and DiscriminatorTabs.
 */
export default function ApiTabsWrapper(props: ComponentProps<typeof ApiTabs>): ReactNode {
  return <ApiTabs lazy {...props} />;
}
