import { describe, expect, it } from 'vitest';
import { messageGetters } from './message-getters';

describe('messageGetters', () => {
  it('reads each key from the catalog when it is used, not when it is made', () => {
    let catalog: Record<string, string> = { 'msg.loading': 'Loading...', 'msg.saved': 'Saved' };
    const messages = messageGetters(['loading', 'saved'] as const, 'msg.', (key: string) => catalog[key] ?? key);
    expect(messages.loading).toBe('Loading...');
    catalog = { 'msg.loading': 'लोड हो रहा है...', 'msg.saved': 'सहेजा गया' };
    expect(messages.loading).toBe('लोड हो रहा है...');
    expect(Object.keys(messages)).toEqual(['loading', 'saved']);
  });
});
