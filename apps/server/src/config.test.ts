import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it("reads the store's time zone as an IANA name, Asia/Shanghai by default, and refuses an unknown one", () => {
    expect(loadConfig({}).STORE_TIME_ZONE).toBe('Asia/Shanghai');
    expect(loadConfig({ STORE_TIME_ZONE: '' }).STORE_TIME_ZONE).toBe('Asia/Shanghai');
    expect(loadConfig({ STORE_TIME_ZONE: 'Europe/Madrid' }).STORE_TIME_ZONE).toBe('Europe/Madrid');
    expect(() => loadConfig({ STORE_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORE_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      /STORE_TIME_ZONE: not an IANA time zone/,
    );
  });
});
