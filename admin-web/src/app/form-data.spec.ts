import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData (multipart bodies of the generated endpoints)', () => {
  it('sends a list as one field per item, keeping each file name, so the gateway sees every banner', () => {
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.png', { type: 'image/png' });
    const form = toFormData({ banners: [a, b], altText: 'Hero' });
    expect(form.getAll('banners').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect(form.get('altText')).toBe('Hero');
  });

  it('leaves out absent optional fields instead of sending "undefined"', () => {
    const form = toFormData({ lang: 'hi', label: undefined, file: new File(['x'], 'hi.vtt') });
    expect([...form.keys()]).toEqual(['lang', 'file']);
    expect((form.get('file') as File).name).toBe('hi.vtt');
  });
});
