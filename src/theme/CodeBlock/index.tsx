import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

// Registers the extra languages of themeConfig.prism when the first code block loads, in place
// of the theme's start-up module (see src/plugins/codeSplitting.ts).
prismIncludeLanguages(Prism);

export default CodeBlock;
