import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input; `invalid` marks it for assistive technology and the red border. */
export function TextField({ label, invalid, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; invalid?: boolean }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <input id={id} className="field__input" aria-invalid={invalid || undefined} {...input} />
    </div>
  );
}
