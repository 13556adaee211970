import { describe, expect, it } from 'vitest';
import { pageTitle, withAppName } from './page-titles';

describe('page titles', () => {
  it('names each page in the tab', () => {
    expect(pageTitle('/')).toBe('StreamHub');
    expect(pageTitle('/episodes')).toBe('Episodes · StreamHub');
    expect(pageTitle('/profile')).toBe('My Account · StreamHub');
  });

  it('leaves watch and play pages to name themselves after their video', () => {
    expect(pageTitle('/watch/THE%20LAST%20HORIZON')).toBeUndefined();
    expect(pageTitle('/play/65a1f0c2b3d4e5f6a7b8c9d0')).toBeUndefined();
    expect(withAppName('THE LAST HORIZON')).toBe('THE LAST HORIZON · StreamHub');
  });
});
