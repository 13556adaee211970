import type { InputHTMLAttributes } from 'react';

/** The account PIN field: four digits, anything else dropped as it is typed or pasted. */
export function PinInput({
  value,
  onChange,
  ...rest
}: { value: string; onChange: (digits: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'inputMode' | 'maxLength' | 'type'
>) {
  return (
    <input
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      {...rest}
      value={value}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 4);
        if (digits !== event.target.value) event.target.value = digits;
        onChange(digits);
      }}
    />
  );
}
