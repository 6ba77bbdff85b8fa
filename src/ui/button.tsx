import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'ghost' | 'accent';

export function Button({ variant = 'primary', block, className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  block?: boolean;
}) {
  const classes = ['btn', variant !== 'primary' && `btn--${variant}`, block && 'btn--block', className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
