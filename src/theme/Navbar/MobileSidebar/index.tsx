import {useEffect, type ComponentProps, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = ComponentProps<typeof MobileSidebar>;

// Escape closes the mobile menu, as it closes other overlays.
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
  return <MobileSidebar {...props} />;
}
