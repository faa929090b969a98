import type {ComponentType, ReactNode} from 'react';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;

/**
 * Docusaurus's ComponentCreator, made when a route is first used instead of when the route table
 * loads. The generated route table calls it for every route of the site as the main bundle
 * starts (a loader per route, built from the chunk registry): about 13 ms on this machine before
 * the first paint could become interactive, eight times that on a slow phone, for some 330 routes
 * of which a page view needs two or three. Preloading and rendering go through the same loader.
 */
export default function LazyComponentCreator(path: string, hash: string): RouteComponent {
  let component: RouteComponent | undefined;
  const create = () => (component ??= ComponentCreator(path, hash));
  function Route(props: object): ReactNode {
    const Component = create() as unknown as ComponentType<object>;
    return <Component {...props} />;
  }
  Route.preload = () => create().preload();
  return Route as unknown as RouteComponent;
}
