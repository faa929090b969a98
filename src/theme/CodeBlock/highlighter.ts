import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {tokenLinesHtml} from '@site/src/components/StaticCodeBlock/tokenLines';

// The languages of themeConfig.prism.additionalLanguages (bash for curl, among others).
prismIncludeLanguages(Prism);

/** The highlighted lines of `code` as HTML; plain lines for a language Prism does not know. */
export function highlight(code: string, language: string | undefined): string {
  const grammar = language && Prism.languages[language] ? language : undefined;
  return tokenLinesHtml(Prism, code, grammar, {}, false);
}
