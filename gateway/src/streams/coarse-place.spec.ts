import { describe, expect, it } from 'vitest';
import { coarsePlaceOf, LOCAL_NETWORK } from './coarse-place';

describe('coarsePlaceOf: the device list never shows a full address', () => {
  it.each([
    ['127.0.0.1', LOCAL_NETWORK],
    ['10.1.2.3', LOCAL_NETWORK],
    ['172.16.5.4', LOCAL_NETWORK],
    ['172.31.255.1', LOCAL_NETWORK],
    ['192.168.0.10', LOCAL_NETWORK],
    ['::1', LOCAL_NETWORK],
    ['fd12:3456::1', LOCAL_NETWORK],
    ['fe80::1', LOCAL_NETWORK],
    ['::ffff:192.168.1.1', LOCAL_NETWORK],
  ])('%s is on a local network', (address, place) => {
    expect(coarsePlaceOf(address)).toBe(place);
  });

  it.each([
    ['203.0.113.77', 'Network 203.0.113.x'],
    ['172.32.0.1', 'Network 172.32.0.x'],
    ['::ffff:49.36.10.200', 'Network 49.36.10.x'],
    ['2401:4900:1c2a:9f00::1', 'Network 2401:4900:1c2a::/48'],
  ])('%s shows only its network', (address, place) => {
    expect(coarsePlaceOf(address)).toBe(place);
  });

  it('says nothing for what is not an address', () => {
    expect(coarsePlaceOf(undefined)).toBe('');
    expect(coarsePlaceOf('not-an-ip')).toBe('');
  });
});
