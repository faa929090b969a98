/**
 * The theme's template for one result of the navbar search box, with the words of the query the
 * result lacks as its last line (src/search/missingWords.ts) and no piece of a word at the ends of
 * its excerpt (src/search/excerpt.ts). Swapped in for the theme's
 * `./SuggestionTemplate` (src/plugins/codeSplitting.ts, `suggestionTemplate` in
 * src/plugins/workarounds.ts); the theme's own template is reached through an alias.
 */
import {SuggestionTemplate as themeTemplate} from '@docbox/search-local-suggestion-template';
import themeStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {tidyExcerpt} from '../../search/excerpt';
import {withMissingWords} from '../../search/missingWords';
import styles from './styles.module.css';

type Props = Parameters<typeof themeTemplate>[0] & {missing?: string[]};

export function SuggestionTemplate(props: Props): string {
  return withMissingWords(tidyExcerpt(themeTemplate(props)), props.missing, themeStyles.hitAction ?? '', styles.missing ?? '');
}
