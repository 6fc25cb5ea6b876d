import { describe, expect, it } from 'vitest';
import { formatPhone, whatsappChatLink } from './phone.ts';

describe('formatPhone', () => {
  it.each([
    '841110000',
    '258841110000',
    '+258841110000',
    '258 84 111 0000',
    '+258 84 111 0000',
    '00258 84 111 0000',
    '84 111 0000',
    '(+258) 84-111-0000',
  ])('shows the Mozambican mobile %s as +258 84 111 0000', (input) => {
    expect(formatPhone(input)).toBe('+258 84 111 0000');
  });

  it('groups a Maputo landline as the store profile writes it', () => {
    expect(formatPhone('25821490000')).toBe('+258 21 49 0000');
    expect(formatPhone('+258 21 49 00 00')).toBe('+258 21 49 0000');
  });

  it('shows other countries as given, putting the + back on stored digits', () => {
    expect(formatPhone('+351 912 345 678')).toBe('+351 912 345 678');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('351912345678')).toBe('+351912345678');
  });

  it('leaves what is not a number alone and shows nothing for nothing', () => {
    expect(formatPhone('ligar à noite')).toBe('ligar à noite');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('  ')).toBe('');
  });

  it('does not take a foreign number that starts with + and nine digits for a Mozambican one', () => {
    expect(formatPhone('+841110000')).toBe('+841110000');
  });
});

describe('whatsappChatLink', () => {
  it.each(['84 111 0000', '+258 84 111 0000', '258841110000', '00258 84-111-0000'])('opens a chat with +258 84 111 0000 for %s', (input) => {
    expect(whatsappChatLink(input)).toBe('https://wa.me/258841110000');
  });

  it('carries the text, encoded', () => {
    expect(whatsappChatLink('841110000', 'Olá Rosa, é a clínica & loja?')).toBe('https://wa.me/258841110000?text=Ol%C3%A1%20Rosa%2C%20%C3%A9%20a%20cl%C3%ADnica%20%26%20loja%3F');
  });

  it('keeps an international mobile written with its +, and gives no link for a landline or no number', () => {
    expect(whatsappChatLink('+351 912 345 678')).toBe('https://wa.me/351912345678');
    expect(whatsappChatLink('21 49 0000')).toBeNull();
    expect(whatsappChatLink(null)).toBeNull();
    expect(whatsappChatLink('')).toBeNull();
  });
});
