import type { RefCallBack } from 'react-hook-form';

/**
 * The form's ref for a kit field's input, so a failed submit focuses the first wrong field. The kit's fields hand
 * every prop they do not use to their `<input>`, and React 19 passes `ref` as a prop; their types just do not
 * list it, hence the spread of an untyped object.
 */
export const inputRef = (ref: RefCallBack): object => ({ ref });
