import { describe, expect, it } from 'vitest';
import { PesapalClient } from './pesapal-client.ts';
import { pesapalBaseUrl } from './pesapal-env.ts';
import { pesapalClientFromConfig } from './pesapal-from-config.ts';

const quiet = { debug: () => {}, info: () => {}, warn: () => {} };

describe('pesapalBaseUrl', () => {
  it('picks the documented URL of each environment', () => {
    expect(pesapalBaseUrl('sandbox')).toBe('https://cybqa.pesapal.com/pesapalv3');
    expect(pesapalBaseUrl('live')).toBe('https://pay.pesapal.com/v3');
  });

  it('lets PESAPAL_BASE_URL override, without a trailing slash', () => {
    expect(pesapalBaseUrl('live', 'http://127.0.0.1:4010/pesapalv3/')).toBe(
      'http://127.0.0.1:4010/pesapalv3',
    );
  });

  it('needs an explicit URL for the simulator', () => {
    expect(() => pesapalBaseUrl('simulator')).toThrow(
      'PESAPAL_BASE_URL is required when PESAPAL_ENV=simulator',
    );
  });

  it('builds the client only when keys are set', () => {
    const config = { pesapalEnv: 'sandbox', pesapalBaseUrl: undefined, pesapalConsumerSecret: 's' } as const;
    expect(pesapalClientFromConfig({ ...config, pesapalConsumerKey: undefined }, quiet)).toBeUndefined();
    expect(pesapalClientFromConfig({ ...config, pesapalConsumerKey: 'k' }, quiet)).toBeInstanceOf(
      PesapalClient,
    );
  });
});
