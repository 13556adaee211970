import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_TEXT_MAX_LENGTH } from '@streamhub/contracts';
import { searchPath } from '../search-path';
import { useT } from '../i18n/i18n';

export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath(text);
    if (!path) return;
    void navigate(path);
    onSearch?.();
  };

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        name="q"
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" aria-label={t('search.submit')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"
          />
        </svg>
      </button>
    </form>
  );
}
