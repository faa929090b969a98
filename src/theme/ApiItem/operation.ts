/**
 * The API theme's page component and styles, for operation pages only. Every generated operation
 * page imports this module (scripts/api-generate.ts adds the import), so the theme's code and CSS
 * travel with those pages' chunks and load before the page renders, on the server and in the
 * browser; the API overview and the section pages never load them (./index.tsx).
 */
import ApiItem from '@theme-original/ApiItem';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
// After the theme's styles, so that rules of equal weight override them.
import './operation.css';
import {registerOperationItem} from './operationRegistry';

registerOperationItem(ApiItem);
