import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Editor} from 'react-live';

// The theme loads react-hook-form with require(), which resolves to its CommonJS build; an
// `import` would resolve to the ES build, a second copy whose form context the theme's
// FormProvider does not fill. Requiring it keeps one copy.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {Controller, useFormContext} = require('react-hook-form') as typeof import('react-hook-form');

interface Props {
  children: string;
  language: string;
  action: (code: string) => void;
  required?: boolean;
}

/**
 * The request builder's body editor. The theme's version wraps the editor in react-live's
 * LiveProvider, which compiles the body as JSX with `new Function()` on every keystroke: the
 * site's Content-Security-Policy (no 'unsafe-eval') refuses that. The body is JSON, never
 * JSX, so this keeps the theme's props and form field and drops only the evaluation.
 */
export default function BodyEditor({children, language, action, required = false}: Props): ReactNode {
  const prismTheme = usePrismTheme();
  const [code, setCode] = useState(children.replace(/\n$/, ''));
  const [disabled, setDisabled] = useState(false);
  const {
    control,
    formState: {errors},
  } = useFormContext();

  useEffect(() => {
    action(code);
  }, [code]); // eslint-disable-line react-hooks/exhaustive-deps

  const error = errors.requestBody;
  return (
    <div className="openapi-explorer__playground-container">
      <Controller
        control={control}
        name="requestBody"
        rules={{required: required && !code ? 'This field is required' : false}}
        render={({field: {onChange}}) => (
          // Like the theme's editor: Tab moves focus on until the reader clicks into it.
          <div onClick={() => setDisabled(false)} onBlur={() => setDisabled(true)}>
            <Editor
              className={clsx('openapi-explorer__playground-editor', error && 'openapi-explorer__form-item-input error')}
              code={code}
              language={language}
              theme={prismTheme}
              tabMode="focus"
              disabled={disabled}
              onChange={(value) => {
                setCode(value);
                onChange(value);
              }}
            />
          </div>
        )}
      />
      {error && <div className="openapi-explorer__input-error">{String(error.message ?? '')}</div>}
    </div>
  );
}
