import { useId, type InputHTMLAttributes, type Ref } from 'react';

/** A labelled input; `invalid` marks it for assistive technology and the red border; `ref` reaches the input (to focus it). */
export function TextField({ label, invalid, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; invalid?: boolean; ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <input id={id} className="field__input" aria-invalid={invalid || undefined} {...input} />
    </div>
  );
}
