import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonLook } from './button-class';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook;

export function Button({ variant, size, block, iconOnly, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, block, iconOnly }, className)} {...rest} />
  );
}

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ variant, size, block, iconOnly, className, ...rest }: LinkProps & ButtonLook) {
  return <Link className={buttonClass({ variant, size, block, iconOnly }, className)} {...rest} />;
}
