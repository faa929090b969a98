import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

// Stands in for @docusaurus/ExecutionEnvironment in the API theme's ApiItem only
// (src/plugins/apiServerRendering.ts): ApiItem loads the request panel (src/theme/ApiExplorer)
// only `if (canUseDOM)`, leaving an empty <div> on the server. Our panel renders on the server.
export default {...ExecutionEnvironment, canUseDOM: true};
