import { describe, expect, it } from 'vitest';
import { draftsOf, localizedOf } from './TranslationsModal';

describe('the Translations form', () => {
  it('fills each language from the stored translations and leaves the others blank', () => {
    const drafts = draftsOf([{ lang: 'hi', title: 'दिल की बात', description: '' }]);
    expect(drafts.hi).toEqual({ title: 'दिल की बात', description: '' });
    expect(drafts.ta).toEqual({ title: '', description: '' });
    expect(Object.keys(drafts)).toEqual(['hi', 'ta', 'te', 'bn', 'mr', 'kn', 'ml']);
  });

  it('sends only the languages with a name, trimmed, in the languages’ order', () => {
    const drafts = draftsOf(undefined);
    drafts.ta = { title: ' மனதின் பேச்சு ', description: ' ' };
    drafts.hi = { title: 'दिल की बात', description: 'दो दोस्त' };
    drafts.bn = { title: '  ', description: 'synopsis without a name' };
    expect(localizedOf(drafts)).toEqual([
      { lang: 'hi', title: 'दिल की बात', description: 'दो दोस्त' },
      { lang: 'ta', title: 'மனதின் பேச்சு', description: '' },
    ]);
  });
});
