/** What a reader sees in a text field: its text, caret or selection, and whether it had focus. */
export type FieldState = {
  value: string;
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
};

export function readFieldState(field: HTMLInputElement): FieldState {
  const end = field.value.length;
  return {
    value: field.value,
    start: field.selectionStart ?? end,
    end: field.selectionEnd ?? end,
    direction: field.selectionDirection ?? 'none',
  };
}

/** Focuses `input` with the caret or selection of `state`, as if the reader had been typing there. */
export function copyFieldState(state: FieldState, input: HTMLInputElement): void {
  input.focus({preventScroll: true});
  const length = input.value.length;
  input.setSelectionRange(Math.min(state.start, length), Math.min(state.end, length), state.direction);
}

/**
 * Sets the value of an input that React controls, as typing would: through the element's own
 * value setter (React tracks the value the instance setter writes and would ignore the change)
 * and an `input` event, which React turns into the component's onChange.
 */
export function setReactInputValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setter) throw new Error('HTMLInputElement has no value setter');
  setter.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}
