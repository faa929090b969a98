import type {ComponentType} from 'react';
import type {Props} from '@theme/DocItem';

let operationItem: ComponentType<Props> | undefined;

/** Called by ./operation.ts, which every operation page's MDX imports (scripts/build/api-generate.ts). */
export function registerOperationItem(component: ComponentType<Props>): void {
  operationItem = component;
}

export function registeredOperationItem(): ComponentType<Props> | undefined {
  return operationItem;
}
