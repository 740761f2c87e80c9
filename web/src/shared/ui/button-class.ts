import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; iconOnly?: boolean };

/** The class list shared by <Button> and <ButtonLink>, so a link can look like a button. */
export function buttonClass(
  { variant = 'primary', size = 'md', block, iconOnly }: ButtonLook,
  extra?: string,
) {
  return [
    styles.button,
    styles[variant],
    size !== 'md' && styles[size],
    block && styles.block,
    iconOnly && styles.icon,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
