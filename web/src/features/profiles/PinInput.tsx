import { useState, type InputHTMLAttributes } from 'react';
import { MESSAGES } from '../../shared/messages';
import { useT } from '../../shared/i18n/i18n';

/**
 * The account PIN field: four digits (the phone's number pad), anything else dropped as it is
 * typed or pasted, masked like a password with a show/hide toggle.
 */
export function PinInput({
  value,
  onChange,
  className,
  ...rest
}: { value: string; onChange: (digits: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'inputMode' | 'maxLength' | 'type'
>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-field pin-field">
      <input
        type={visible ? 'text' : 'password'}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={4}
        className={className}
        {...rest}
        value={value}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 4);
          if (digits !== event.target.value) event.target.value = digits;
          onChange(digits);
        }}
      />
      <button
        type="button"
        className="password-toggle"
        aria-label={visible ? MESSAGES.hidePin : MESSAGES.showPin}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t('profiles.hide') : t('profiles.show')}
      </button>
    </div>
  );
}
