import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * What the field keeps of what was typed (a code field: its digits). The field shows that at
   * once: Preact, unlike React, does not put a controlled input back when its value stays the same.
   */
  clean?: (typed: string) => string;
  hint?: string;
}

/** A labelled input; `hint` is read out with the field. */
export function TextField({ label, value, onChange, clean, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          const typed = event.target.value;
          const kept = clean ? clean(typed) : typed;
          if (kept !== typed) event.target.value = kept;
          onChange(kept);
        }}
      />
      {hint && (
        <small id={hintId} className="field-hint">
          {hint}
        </small>
      )}
    </div>
  );
}
