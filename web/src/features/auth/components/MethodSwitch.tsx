import type { ComponentType } from 'react';
import styles from './MethodSwitch.module.css';

export type MethodOption<T extends string> = {
  value: T;
  label: string;
  Icon: ComponentType<{ size?: number }>;
};

type MethodSwitchProps<T extends string> = {
  label: string;
  options: MethodOption<T>[];
  value: T;
  onChange: (value: T) => void;
};

/** Icon buttons that switch the sign-in (or sign-up) method; the chosen one is aria-pressed. */
export function MethodSwitch<T extends string>({ label, options, value, onChange }: MethodSwitchProps<T>) {
  return (
    <div className={styles.switch} role="group" aria-label={label}>
      {options.map(({ value: option, label: optionLabel, Icon }) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          <Icon size={18} />
          <span>{optionLabel}</span>
        </button>
      ))}
    </div>
  );
}
