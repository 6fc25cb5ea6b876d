import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEV_KEYS } from '../../../../../../tools/fake-mpesa/dev-keys.ts';
import { decryptToken } from '../../../../../../tools/fake-mpesa/fake-mpesa.ts';
import { bearerToken, endpoint, parsePublicKey, wireAmount } from './mpesa-client.ts';

describe('the bearer token', () => {
  it('is the API key encrypted with the public key (PKCS#1 v1.5): the fake opens it with its private key', () => {
    const publicKey = parsePublicKey(DEV_KEYS.publicKeyBase64);
    const token = bearerToken('dev-fake-mpesa-api-key-0001', publicKey);
    expect(Buffer.from(token, 'base64')).toHaveLength(256);
    const privateKey = DEV_KEYS.privateKeyPem;
    expect(decryptToken(token, createPrivateKey(privateKey))).toBe('dev-fake-mpesa-api-key-0001');
    // Random padding: two tokens for one key differ, both open to it.
    expect(bearerToken('dev-fake-mpesa-api-key-0001', publicKey)).not.toBe(token);
  });

  it('does not open with another key pair', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicKey = parsePublicKey(DEV_KEYS.publicKeyBase64);
    expect(decryptToken(bearerToken('k', publicKey), other.privateKey)).not.toBe('k');
  });

  it('takes the portal key as base64 or PEM, and refuses anything else', () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(parsePublicKey(pem).asymmetricKeyType).toBe('rsa');
    expect(parsePublicKey(publicKey.export({ type: 'spki', format: 'der' }).toString('base64')).asymmetricKeyType).toBe('rsa');
    expect(() => parsePublicKey('not a key')).toThrow();
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(() => parsePublicKey(ec)).toThrow(/RSA/);
  });
});

describe('addresses and amounts', () => {
  it('uses the documented ports unless the address names one', () => {
    expect(endpoint('https://api.sandbox.vm.co.mz', 18352, '/ipg/v1x/c2bPayment/singleStage/').href).toBe('https://api.sandbox.vm.co.mz:18352/ipg/v1x/c2bPayment/singleStage/');
    expect(endpoint('https://api.vm.co.mz', 18353, '/ipg/v1x/queryTransactionStatus/').href).toBe('https://api.vm.co.mz:18353/ipg/v1x/queryTransactionStatus/');
    expect(endpoint('http://127.0.0.1:3390', 18352, '/ipg/v1x/c2bPayment/singleStage/').href).toBe('http://127.0.0.1:3390/ipg/v1x/c2bPayment/singleStage/');
  });

  it('writes meticais as the API takes them', () => {
    expect(wireAmount(150_000)).toBe('1500');
    expect(wireAmount(150_050)).toBe('1500.50');
    expect(wireAmount(5)).toBe('0.05');
  });
});
