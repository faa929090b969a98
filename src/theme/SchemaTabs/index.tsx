import React, {type ComponentProps, type ReactNode} from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';

// Renders only the selected tab (see src/theme/ApiTabs/index.tsx for why).
export default function SchemaTabsWrapper(props: ComponentProps<typeof SchemaTabs>): ReactNode {
  return <SchemaTabs lazy {...props} />;
}
