/**
 * The operation pages' page component and the API theme's styles. Every generated operation page
 * imports this module (scripts/build/api-generate.ts adds the import), so the theme's CSS travels with
 * those pages' chunks and the API overview and section pages never load it (./index.tsx). The
 * theme's components themselves load only when a part of the page is used
 * (src/components/operation).
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
// After the theme's styles, so that rules of equal weight override them.
import './operation.css';
import OperationItem from '@site/src/components/operation/OperationItem';
import {registerOperationItem} from './operationRegistry';

registerOperationItem(OperationItem);
