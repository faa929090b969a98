/**
 * The operation pages' page component and styles. Every generated operation page imports this
 * module (scripts/build/api-generate.ts adds the import), so their CSS travels with those pages'
 * chunks (src/plugins/codeSplitting.ts: `operation-styles`) and no other page loads it
 * (./index.tsx). None of the API theme's code or CSS is on these pages.
 */
import './operation.css';
import OperationItem from '@site/src/components/operation/OperationItem';
import {registerOperationItem} from './operationRegistry';

registerOperationItem(OperationItem);
