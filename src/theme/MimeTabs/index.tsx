import React, {type ComponentProps, type ReactNode} from 'react';
import MimeTabs from '@theme-original/MimeTabs';

// Renders only the selected tab (see src/theme/ApiTabs/index.tsx for why).
export default function MimeTabsWrapper(props: ComponentProps<typeof MimeTabs>): ReactNode {
  return <MimeTabs lazy {...props} />;
}
