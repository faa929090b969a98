import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type Item = {type?: string; id?: string; link?: Item; items?: Item[]; [key: string]: unknown};

// api/reference/sidebar.ts is written by `npm run api:generate` from api/docbox.json.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generated = require('../api/reference/sidebar.ts') as {default: Item[]};

/**
 * The generator assumes its output folder sits below the docs plugin's folder and prefixes
 * every doc id with the output folder's sub-path ("reference/"). Our API docs instance is
 * rooted at the output folder itself, so ids are relative to it: strip the prefix.
 */
function relativeIds(item: Item): Item {
  return {
    ...item,
    ...(item.id && {id: item.id.replace(/^reference\//, '')}),
    ...(item.link && {link: relativeIds(item.link)}),
    ...(item.items && {items: item.items.map(relativeIds)}),
  };
}

const sidebars: SidebarsConfig = {
  api: ['docbox', ...(generated.default.map(relativeIds) as SidebarsConfig[string] as never[]), 'changelog'],
};

export default sidebars;
