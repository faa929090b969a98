import React, {type ComponentProps, type ReactNode} from 'react';
import DiscriminatorTabs from '@theme-original/DiscriminatorTabs';

// Renders only the selected tab (see src/theme/ApiTabs/index.tsx for why).
export default function DiscriminatorTabsWrapper(props: ComponentProps<typeof DiscriminatorTabs>): ReactNode {
  return <DiscriminatorTabs lazy {...props} />;
}
